import { repairConfusedLetters } from './letter-confusion';

describe('a header name with letters the OCR confused', () => {
  it('reads "rn" as the "m" it was printed as', () => {
    expect(repairConfusedLetters('Harnrnerhead Hardware')).toBe('Harnrnerhead Hardware');
    expect(repairConfusedLetters('HAMRNERHEAD HARDWARE')).toBe('HAMMERHEAD HARDWARE');
  });

  it('mends a lost stroke (n for m) and a split w (vv), also where the name is two words glued', () => {
    expect(repairConfusedLetters('Stonenason Supply')).toBe('Stonemason Supply');
    expect(repairConfusedLetters('Snovvboard Outfitters')).toBe('Snowboard Outfitters');
    expect(repairConfusedLetters('Transnetropolitan Coffee')).toBe('Transmetropolitan Coffee');
  });

  it('leaves proper names and known words alone, and short words whatever they read as', () => {
    expect(repairConfusedLetters('Kowalczyk Bakery')).toBe('Kowalczyk Bakery');
    expect(repairConfusedLetters('Cambridge Booksellers')).toBe('Cambridge Booksellers');
    expect(repairConfusedLetters('Sunomono House')).toBe('Sunomono House');
    expect(repairConfusedLetters('Nana Mimi Deli')).toBe('Nana Mimi Deli');
  });

  it('parts glued words before judging them: "BalanceDue" is two known words', () => {
    expect(repairConfusedLetters('BalanceDue')).toBe('BalanceDue');
  });
});
