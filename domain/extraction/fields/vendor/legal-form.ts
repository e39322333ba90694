// "Redix, Inc", "Jeni's Splendid Ice Creams,LLC": a US company form set off by a comma after the name a
// store prints in its header is the operator's paperwork; the store calls itself by the name before it.
// Without the comma ("Bright Path Tutoring LLC") the form is part of the printed name and stays.
const US_FORM_AFTER_COMMA = /\s*,\s*(?:inc|incorporated|llc|l\.l\.c|corp|corporation)\.?\s*$/i;

/** The header name without a trailing ", Inc" / ", LLC"; unchanged when too little name is left. */
export const dropUsLegalForm = (name: string): string => {
  const shorter = name.replace(US_FORM_AFTER_COMMA, '');
  return (shorter.match(/[a-z]/gi)?.length ?? 0) >= 3 ? shorter : name;
};
