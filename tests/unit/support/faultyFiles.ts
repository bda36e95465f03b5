import { nodeFiles, type InboxFiles, type InboxHandle } from '../../../server/leadStore.ts';

/** What to break: how many bytes of a lead's write reach the disk before it is full, and which calls fail. */
export interface Faults {
  /** Bytes of the next append that fit before ENOSPC, given the bytes the store asked to write. */
  fits?: (asked: number) => number;
  /** Reads of the whole file that fail (EIO) before they work again. */
  failedReads?: number;
  failSync?: boolean;
  /** Truncations that fail (EIO) before they work again. */
  failedTruncates?: number;
}

const failure = (code: string, syscall: string) =>
  Object.assign(new Error(`${code}: simulated ${syscall} failure`), { code, syscall });

/** Node's file system with faults injected: a disk that fills part-way through a write, reads that fail. */
export function faultyFiles(faults: Faults): InboxFiles {
  let reads = faults.failedReads ?? 0;
  let truncates = faults.failedTruncates ?? 0;
  return {
    readFile: (file, encoding) =>
      reads-- > 0 ? Promise.reject(failure('EIO', 'read')) : nodeFiles.readFile(file, encoding),
    mkdir: (dir, options) => nodeFiles.mkdir(dir, options),
    async open(file, flags, mode) {
      const real = await nodeFiles.open(file, flags, mode);
      let room: number | undefined;
      const handle: InboxHandle = {
        stat: () => real.stat(),
        read: (buffer, offset, length, position) => real.read(buffer, offset, length, position),
        close: () => real.close(),
        sync: () => (faults.failSync ? Promise.reject(failure('EIO', 'fsync')) : real.sync()),
        truncate: (length) =>
          truncates-- > 0 ? Promise.reject(failure('EIO', 'ftruncate')) : real.truncate(length),
        async write(data, offset, length, position) {
          room ??= faults.fits ? faults.fits(length) : Infinity;
          if (room <= 0) throw failure('ENOSPC', 'write');
          const result = await real.write(data, offset, Math.min(length, room), position);
          room -= result.bytesWritten;
          return result;
        },
      };
      return handle;
    },
  };
}
