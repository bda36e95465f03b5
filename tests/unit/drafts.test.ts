import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drafts } from '../../src/lib/leads/drafts.ts';

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('drafts', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('window', { sessionStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps typed values under lead-draft:<form> and gives them back', () => {
    drafts.save('quote', { firstName: 'Zoë', lastName: '' });
    expect(storage.getItem('lead-draft:quote')).toBe('{"firstName":"Zoë","lastName":""}');
    expect(drafts.load('quote')).toEqual({ firstName: 'Zoë', lastName: '' });
  });

  it('forgets the draft once every field is empty or blank again', () => {
    drafts.save('contact', { from_name: 'Zoë' });
    drafts.save('contact', { from_name: '  ', message: '' });
    expect(storage.getItem('lead-draft:contact')).toBeNull();
    expect(drafts.load('contact')).toBeUndefined();
  });

  it('clears a sent draft, and survives blocked storage and broken JSON', () => {
    drafts.save('quote', { firstName: 'Zoë' });
    drafts.clear('quote');
    expect(drafts.load('quote')).toBeUndefined();
    storage.setItem('lead-draft:quote', '{not json');
    expect(drafts.load('quote')).toBeUndefined();
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(() => drafts.save('quote', { firstName: 'Zoë' })).not.toThrow();
    expect(drafts.load('quote')).toBeUndefined();
  });

  it('puts a draft back under what was typed since: new text wins, empty fields do not erase', () => {
    expect(
      drafts.merge({ firstName: 'Siobhán', postcode: 'SW1A 1AA' }, { firstName: '', postcode: 'N1 9GU' }),
    ).toEqual({ firstName: 'Siobhán', postcode: 'N1 9GU' });
  });
});
