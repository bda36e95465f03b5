/** Interim: the lead-capture work adds the floating quick-contact button and its modal form. */
export function QuickContact() {
  return null;
}
