import englishWords from 'an-array-of-english-words';

// Letters a receipt printer's thin type makes the recognizer confuse: "m" read as "rn" and back,
// "n" for "m" (a lost stroke), "d" as "cl", "w" as "vv". Zero/O and one/l/I are mended elsewhere.
// Undoing a confusion that adds letters ("m" to "rn", "d" to "cl") makes two glued words by chance too
// often ("Cambridge" is no "carn" + "bridge"): it counts only when it makes one known word.
const CONFUSIONS: readonly Readonly<{ seen: string; meant: string; glued: boolean }>[] = [
  { seen: 'n', meant: 'm', glued: true },
  { seen: 'm', meant: 'n', glued: true },
  { seen: 'rn', meant: 'm', glued: true },
  { seen: 'vv', meant: 'w', glued: true },
  { seen: 'cl', meant: 'd', glued: true },
  { seen: 'm', meant: 'rn', glued: false },
  { seen: 'd', meant: 'cl', glued: false },
];
// Shorter words are left alone: one letter changed in a short word makes another word too often.
const MIN_LETTERS = 8;
// A word read as two glued ones ("trans" + "metropolitan"): each part this long, so that a short
// word found by chance ("sumo" + "mono") does not count. A word as read is taken as words more
// readily (parts of three letters): what reads as words already is left as it is.
const MIN_PART = 5;
const MIN_PART_AS_READ = 3;

// The MIT-licensed an-array-of-english-words (about 275,000 words), built on first use: most names
// are found by the merchant table or read right and never need it.
let english: ReadonlySet<string> | null = null;
const isWord = (word: string): boolean => (english ??= new Set(englishWords as readonly string[])).has(word);

/** A word of the dictionary, or two of them glued ("snowboard", "transmetropolitan"). */
const readsAsWords = (word: string, minPart: number): boolean => {
  if (isWord(word)) return true;
  for (let k = minPart; k <= word.length - minPart; k += 1)
    if (isWord(word.slice(0, k)) && isWord(word.slice(k))) return true;
  return false;
};

const withCaseOf = (original: string, replacement: string): string =>
  original === original.toUpperCase() ? replacement.toUpperCase() : replacement;

/** The readings of `word` with one confusion undone that make words, in the word's own case. */
const meanings = (word: string): string[] => {
  const lower = word.toLowerCase();
  const found = new Set<string>();
  for (const { seen, meant, glued } of CONFUSIONS)
    for (let at = lower.indexOf(seen); at >= 0; at = lower.indexOf(seen, at + 1)) {
      const reading = lower.slice(0, at) + meant + lower.slice(at + seen.length);
      if (glued ? readsAsWords(reading, MIN_PART) : isWord(reading))
        found.add(
          word.slice(0, at) + withCaseOf(word.slice(at, at + seen.length), meant) + word.slice(at + seen.length),
        );
    }
  return [...found];
};

const repairWord = (word: string): string => {
  if (!/^[a-z]+$/i.test(word) || word.length < MIN_LETTERS || readsAsWords(word.toLowerCase(), MIN_PART_AS_READ))
    return word;
  const meant = meanings(word);
  return meant.length === 1 ? meant[0]! : word;
};

/**
 * A name's long words that no dictionary knows, where undoing exactly one letter confusion makes a
 * known word or two glued ones ("Transnetropolitan" is "Transmetropolitan"). Proper names the
 * dictionary lacks stay as read unless one confusion, and only one, turns them into words.
 */
export const repairConfusedLetters = (name: string): string =>
  name
    // Words the OCR glued are parted where a capital follows a small letter ("BalanceDue").
    .split(/(\s+|(?<=[a-z])(?=[A-Z]))/)
    .map((part) => (/^\s*$/.test(part) ? part : repairWord(part)))
    .join('');
