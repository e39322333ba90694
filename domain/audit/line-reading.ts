// What a language model read from each line (services/auditor/engine/openai), handed to the audit
// beside the rule engine's own reading. Kinds are added to the line's words and a taxonomy leaf only
// fills a gap the keywords left, so a model can make more rules apply, never fewer: it cannot turn a
// rule-breaking line into a pass. It does judge the justification's parts in place of the word lists.
export interface LineReading {
  lineItemIndex: number;
  // Short kinds of item ("game console", "tv"), as the rule files' keywords name them.
  kinds: string[];
  // A leaf id of the program's taxonomy, or null when none fits.
  taxonomyId: string | null;
  justification: { student: boolean; purpose: boolean; use: boolean; generic: boolean } | null;
}
