// The line says the item or service is for a child other than the scholarship student: a sibling
// named as the client, "(sibling)", "for Grace's younger brother" (programs.md §0.3: funds cover
// the student's own items). Sharing with a sibling is not this: that is a multi-user item to prorate.
const FOR_ANOTHER =
  / (?:for|client|patient|student|invoice for|tuition for|lessons for)(?: [a-z]+){0,4}? (?:(?:younger|older|little|big|baby|twin) )?(?:brother|sister|sibling|nephew|niece|cousin|stepbrother|stepsister)(?: |$)| sibling (?!discount)| not the scholarship student | not on (?:the|a|this) scholarship | (?:on the )?waitlist for (?:his|her|their) own scholarship /;
const SHARED =
  / (?:share|shares|shared|sharing|with|and) (?:her|his|my|our|their) (?:[a-z]+ )?(?:brother|sister|sibling|siblings)/;

// `text` comes from normalizeText.
export function readForAnotherChild(text: string): boolean {
  if (!FOR_ANOTHER.test(text)) return false;
  const stripped = text.replace(SHARED, ' ');
  return FOR_ANOTHER.test(stripped);
}
