import { useMemo } from 'react';
import type { FormWords } from '../../content/schemas/forms.ts';
import { fallbackMails } from '../../lib/leads/fallback.ts';
import { limits, surveySchema } from '../../lib/leads/schemas.ts';
import type { Opening } from '../../lib/leads/surveySlots.ts';
import { ContactInputs, MessageField, type ContactInput } from './NativeFields.tsx';
import { Notice } from './Notice.tsx';
import { CheckedLeadForm } from './CheckedLeadForm.tsx';
import { SlotChoices } from './SlotChoices.tsx';
import { SurveyConfirmation } from './SurveyConfirmation.tsx';
import { useNativeLeadForm } from './useNativeLeadForm.ts';

interface Props {
  action: string;
  /** forms.yaml: this form's words and those every form shares. */
  words: FormWords['survey'];
  shared: FormWords['shared'];
  /** The opening hours (business details), as data and as every page states them. */
  hours: readonly Opening[];
  hoursText: string;
  /** contact.yaml: the least notice before a survey, in hours. */
  leadTimeHours: number;
}

/** Who to call and where, and an address for a written confirmation if the visitor wants one. */
function surveyInputs(words: FormWords['survey']): ContactInput[] {
  return [
    {
      name: 'name',
      label: words.name,
      type: 'text',
      autoComplete: 'name',
      limit: limits.name,
      className: 'sm:col-span-2',
    },
    {
      name: 'phone',
      label: words.phone,
      type: 'tel',
      autoComplete: 'tel',
      minLength: 10,
      limit: limits.phone,
    },
    {
      name: 'postcode',
      label: words.postcode,
      type: 'text',
      autoComplete: 'postal-code',
      minLength: 5,
      limit: limits.postcode,
    },
    {
      name: 'email',
      label: words.email,
      type: 'email',
      autoComplete: 'email',
      limit: limits.email,
      optional: true,
      className: 'sm:col-span-2',
    },
  ];
}

/**
 * The survey request: who to call, where, and up to three preferred times. It posts natively without JavaScript;
 * with it, it sends through the lead pipeline, and a submit with problems shows the error summary.
 */
export function SurveyForm({ action, words, shared, hours, hoursText, leadTimeHours }: Props) {
  const lead = useNativeLeadForm({ form: 'survey', schema: surveySchema });
  const { outcome, typed, errors, sent } = lead;
  const inputs = useMemo(() => surveyInputs(words), [words]);

  // A survey request delivered (the lead pipeline has counted its "Survey requested" goal).
  if (outcome.state === 'sent' && sent) {
    return (
      <Notice tone="success" title={words.confirmation.title}>
        <SurveyConfirmation words={words} hours={hours} sent={sent} />
      </Notice>
    );
  }

  return (
    <CheckedLeadForm
      form="survey"
      lead={lead}
      action={action}
      title={words.title}
      submitLabel={words.send}
      mailto={fallbackMails.survey(typed)}
      shared={shared}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactInputs prefix="survey" inputs={inputs} typed={typed} errors={errors} />
      </div>
      <SlotChoices
        words={words}
        hours={hours}
        hoursText={hoursText}
        leadTimeHours={leadTimeHours}
        errors={errors}
      />
      <MessageField
        id="survey-notes"
        name="notes"
        label={words.notes}
        rows={3}
        typed={typed}
        error={errors.notes}
      />
    </CheckedLeadForm>
  );
}
