import { useEffect, useRef } from 'react';
import { MessageSquareText, X } from 'lucide-react';
import { delivery } from '../../lib/leads/config.ts';
import islandWords from 'virtual:island-words';
import { quickContactLabels } from '../../lib/leads/labels.ts';
import { confirmations } from '../../lib/leads/schemas.ts';
import { QuickContactForm, quickContactOptions } from '../forms/QuickContactForm.tsx';
import { FormWordsProvider } from '../forms/FormWords.tsx';
import { useNativeLeadForm } from '../forms/useNativeLeadForm.ts';
import { Toast } from '../ui/Toast.tsx';

const dialogId = 'quick-contact';
/** docs/requirements.md section 9: the confirmation closes the modal after 3000 ms. */
export const quickContactCloseMs = 3000;

// Invoker commands open and close the dialog before hydration; React only adds sending and the fallbacks.
const openCommand = { commandfor: dialogId, command: 'show-modal' };
const closeCommand = { commandfor: dialogId, command: 'close' };
const hasInvokers = () =>
  typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;

/**
 * The floating quick-contact button and its modal form, on every page; forms.yaml's words come through a module
 * (src/integrations/islandWords.ts), not props, which every page would carry.
 */
export function QuickContact() {
  const { quickContact: words, shared } = islandWords;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const toastRef = useRef<HTMLDivElement>(null);
  const lead = useNativeLeadForm({
    ...quickContactOptions,
    onSent: () => {
      toastRef.current?.showPopover();
      window.setTimeout(() => toastRef.current?.hidePopover(), quickContactCloseMs + 3000);
      window.setTimeout(() => dialogRef.current?.close(), quickContactCloseMs);
    },
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || 'closedBy' in HTMLDialogElement.prototype) return;
    // Browsers without closedby: a click on the backdrop lands on the dialog element itself.
    const onBackdrop = (e: MouseEvent) => e.target === dialog && dialog.close();
    dialog.addEventListener('click', onBackdrop);
    return () => dialog.removeEventListener('click', onBackdrop);
  }, []);

  return (
    <FormWordsProvider value={shared}>
      <button
        type="button"
        {...openCommand}
        aria-haspopup="dialog"
        onClick={() => !hasInvokers() && dialogRef.current?.showModal()}
        title={quickContactLabels.title}
        className="col-start-3 row-start-1 grid size-11 place-items-center rounded-full bg-brand-700 text-white shadow-md hover:bg-brand-800 xl:col-start-1 xl:size-12 xl:shadow-lg"
      >
        <MessageSquareText aria-hidden="true" className="size-5" />
        <span className="sr-only">{quickContactLabels.title}</span>
      </button>
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby="quick-contact-title"
        {...{ closedby: 'any' }}
        onClose={() => lead.outcome.state === 'sent' && lead.reset()}
        className="pointer-events-auto m-auto w-[min(28rem,calc(100vw-2rem))] max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-card bg-white p-5 text-ink shadow-2xl backdrop:bg-ink/60 sm:p-6"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <h2 id="quick-contact-title" className="text-2xl font-bold">
              {quickContactLabels.title}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{words.intro}</p>
          </div>
          <button
            type="button"
            {...closeCommand}
            aria-label={words.close}
            onClick={() => !hasInvokers() && dialogRef.current?.close()}
            className="-m-1 grid size-11 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-stone-50 hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <QuickContactForm action={delivery.formEndpoint} lead={lead} send={words.send} />
      </dialog>
      <Toast
        ref={toastRef}
        title={confirmations.quickContactToast.title}
        text={confirmations.quickContactToast.text}
      />
    </FormWordsProvider>
  );
}
