import { Type, type Static } from '@sinclair/typebox';

// Confidence of the source a rule rests on (programs.md): P primary, S secondary, T unverified.
export const Confidence = Type.Union([Type.Literal('P'), Type.Literal('S'), Type.Literal('T')]);

const Id = Type.String({ minLength: 1, pattern: '^[A-Za-z0-9_.-]+$' });
const Text = Type.String({ minLength: 1 });
const Keywords = Type.Array(Text);

export const SourceRef = Type.Object({ ref: Text, section: Type.Optional(Text) }, { additionalProperties: false });

// Every rule names where it comes from and how far that source can be trusted.
const provenance = { source: SourceRef, confidence: Confidence };

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

// Conditions on the facts read from a line (domain/audit/attributes): a screen above 55 inches,
// a country outside the US, cash paid to a private person, a tutor whose only credential is a diploma.
export const NumericCondition = Type.Object(
  {
    fact: literals(['sizeInches', 'quantity', 'hours', 'sessions', 'ratePerHour', 'minimumAge'] as const),
    above: Type.Optional(Type.Number()),
    atLeast: Type.Optional(Type.Number()),
    below: Type.Optional(Type.Number()),
    atMost: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
);

// includesAny: one of the values is there; onlyOf: something is there and all of it is in the
// values; includesOtherThan: something not in the values is there.
export const ListCondition = Type.Object(
  {
    fact: literals(['credentials', 'usStates', 'countries', 'shipToStates'] as const),
    includesAny: Type.Optional(Keywords),
    onlyOf: Type.Optional(Keywords),
    includesOtherThan: Type.Optional(Keywords),
  },
  { additionalProperties: false },
);

export const ValueCondition = Type.Object(
  {
    fact: literals(['paymentMethod', 'payee', 'subscriptionTerm'] as const),
    oneOf: Type.Array(Text, { minItems: 1 }),
  },
  { additionalProperties: false },
);

export const FlagCondition = Type.Object(
  {
    fact: literals([
      'outsideUS',
      'multiUser',
      'replacement',
      'unpaid',
      'forAdultOnly',
      'fullTime',
      'universalStudent',
      'belowMinimumAge',
      'forAnotherChild',
    ] as const),
    is: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const FactCondition = Type.Union([NumericCondition, ListCondition, ValueCondition, FlagCondition]);

// Which line items a rule applies to: any of taxonomy id prefixes, description keywords,
// or category/type names typed by the claimant; exceptKeywords veto a match. `when` narrows:
// every condition must hold too (alone, it applies to any line whose facts meet it).
export const Selector = Type.Object(
  {
    taxonomy: Type.Optional(Type.Array(Id)),
    keywords: Type.Optional(Keywords),
    categoryNames: Type.Optional(Keywords),
    exceptKeywords: Type.Optional(Keywords),
    // The kinds of line the keywords are about (lexicon/item-kind.ts). Without it they count on
    // goods and services; never inside a titled work (a book's title) unless it is named here.
    lineKinds: Type.Optional(
      Type.Array(Type.Union([Type.Literal('goods'), Type.Literal('service'), Type.Literal('titled_work')]), {
        minItems: 1,
      }),
    ),
    when: Type.Optional(Type.Array(FactCondition, { minItems: 1 })),
  },
  { additionalProperties: false },
);

export const TaxonomyDetail = Type.Object(
  { id: Id, detail: Text, keywords: Keywords, source: Type.Optional(SourceRef), confidence: Type.Optional(Confidence) },
  { additionalProperties: false },
);

export const TaxonomyType = Type.Object(
  {
    id: Id,
    type: Text,
    aliases: Type.Optional(Keywords),
    details: Type.Array(TaxonomyDetail, { minItems: 1 }),
    source: Type.Optional(SourceRef),
    confidence: Type.Optional(Confidence),
  },
  { additionalProperties: false },
);

export const TaxonomyCategory = Type.Object(
  {
    id: Id,
    category: Text,
    aliases: Type.Optional(Keywords),
    types: Type.Array(TaxonomyType, { minItems: 1 }),
    ...provenance,
  },
  { additionalProperties: false },
);

export const ProhibitedRule = Type.Object(
  { id: Id, description: Text, appliesTo: Selector, ...provenance },
  { additionalProperties: false },
);

export const CapRule = Type.Object(
  {
    id: Id,
    description: Text,
    appliesTo: Selector,
    // per_item: each line alone; per_claim / per_year: matching lines of the claim added together
    // (the audit sees one claim, so a per_year cap is checked against this claim's share only).
    scope: Type.Union([Type.Literal('per_item'), Type.Literal('per_claim'), Type.Literal('per_year')]),
    maxAmount: Type.Number({ exclusiveMinimum: 0 }),
    // false: the limit itself is already over ("under $75").
    inclusive: Type.Optional(Type.Boolean()),
    // true: the handbook's figure is before sales tax, so tax the line states is not counted against it.
    beforeTax: Type.Optional(Type.Boolean()),
    // Overrides the rule set's administrative margin for this cap.
    administrativeMarginPercent: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    // Tenants switch on caps the research reports as disputed.
    enabled: Type.Optional(Type.Boolean()),
    ...provenance,
  },
  { additionalProperties: false },
);

export const FrequencyRule = Type.Object(
  {
    id: Id,
    description: Text,
    appliesTo: Selector,
    maxCount: Type.Integer({ minimum: 1 }),
    windowYears: Type.Number({ exclusiveMinimum: 0 }),
    // item (default): repeats of the same item count ("two soccer balls"); rule: every covered
    // line counts ("one theme-park request per year").
    countPer: Type.Optional(Type.Union([Type.Literal('item'), Type.Literal('rule')])),
    ...provenance,
  },
  { additionalProperties: false },
);

export const PreApprovalRule = Type.Object(
  { id: Id, description: Text, appliesTo: Selector, ...provenance },
  { additionalProperties: false },
);

export const DocumentRule = Type.Object(
  {
    id: Id,
    documentType: Text,
    description: Text,
    appliesTo: Selector,
    // A supporting file name, link label or link URL containing one of these counts as the document.
    evidenceKeywords: Keywords,
    // condition: the program reimburses only with it (missing → error); provider_credential: the
    // provider's licence, credential or approval; student_record: the student's IEP/504/MET or
    // other record of need (shown absent → error, not shown either way → warning asking for it).
    role: Type.Union([Type.Literal('condition'), Type.Literal('provider_credential'), Type.Literal('student_record')]),
    ...provenance,
  },
  { additionalProperties: false },
);

export const ReceiptCheck = Type.Union([
  Type.Literal('vendor'),
  Type.Literal('amount'),
  Type.Literal('itemized'),
  Type.Literal('specific_descriptions'),
  Type.Literal('valid_prices'),
  // Required on the receipt but absent from the audit request: listed for the reviewer, not checked.
  Type.Literal('not_in_claim'),
]);

export const ReceiptRequirement = Type.Object(
  {
    id: Id,
    field: Text,
    description: Text,
    check: ReceiptCheck,
    genericDescriptions: Type.Optional(Keywords),
    ...provenance,
  },
  { additionalProperties: false },
);

export const ClaimStructureRule = Type.Object(
  {
    id: Id,
    description: Text,
    appliesTo: Selector,
    constraint: Type.Union([Type.Literal('alone_in_claim'), Type.Literal('one_per_claim')]),
    // Lines that may share the claim with an alone_in_claim item (its own sales tax).
    allowedAlongside: Type.Optional(Selector),
    ...provenance,
  },
  { additionalProperties: false },
);

const JustificationElements = Type.Object(
  { subject: Keywords, learningGoal: Keywords, studentNeed: Keywords, usage: Keywords },
  { additionalProperties: false },
);

export const JustificationRules = Type.Object(
  {
    id: Id,
    standard: Text,
    // Strong names the student, the subject or goal and the use, in at least this many words.
    minWordsStrong: Type.Integer({ minimum: 1 }),
    // Words for the student, the purpose (subject, learning goal) and the use.
    elements: JustificationElements,
    // Phrases that say nothing about this student on their own ("educational", "for school").
    genericPhrases: Keywords,
    recreationalKeywords: Keywords,
    // Lines that carry no educational choice of their own (sales tax) are not asked to justify.
    notExpectedFor: Type.Optional(Selector),
    hints: Type.Object(
      { subject: Text, learningGoal: Text, studentNeed: Text, usage: Text, recreational: Text, missing: Text },
      { additionalProperties: false },
    ),
    ...provenance,
  },
  { additionalProperties: false },
);

// Lines a reviewer must look at although no rule is broken (a family plan to prorate, a trip
// whose place cannot be told): a warning, so the claim is never passed silently.
export const ReviewRule = Type.Object(
  { id: Id, description: Text, appliesTo: Selector, suggestion: Text, ...provenance },
  { additionalProperties: false },
);

export const UnlistedItemsRule = Type.Object(
  { id: Id, description: Text, ...provenance },
  { additionalProperties: false },
);

export const AdministrativeMargin = Type.Object(
  { percent: Type.Number({ minimum: 0, maximum: 100 }), note: Text, ...provenance },
  { additionalProperties: false },
);

export const SourceEntry = Type.Object(
  { title: Text, confidence: Confidence, url: Type.Optional(Text) },
  { additionalProperties: false },
);

export const RuleSetSchema = Type.Object(
  {
    programKey: Type.String({ minLength: 1, pattern: '^[A-Za-z0-9_-]+$' }),
    name: Text,
    schoolYear: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}$' }),
    effectiveFrom: Type.String({ format: 'date' }),
    effectiveTo: Type.String({ format: 'date' }),
    aliases: Type.Array(Type.String({ minLength: 1, pattern: '^[A-Za-z0-9_-]+$' })),
    sources: Type.Record(Type.String({ minLength: 1 }), SourceEntry),
    administrativeMargin: AdministrativeMargin,
    preApprovalEvidenceKeywords: Keywords,
    receiptRequirements: Type.Array(ReceiptRequirement),
    taxonomy: Type.Array(TaxonomyCategory, { minItems: 1 }),
    unlistedItems: UnlistedItemsRule,
    prohibited: Type.Array(ProhibitedRule),
    caps: Type.Array(CapRule),
    frequencyLimits: Type.Array(FrequencyRule),
    preApproval: Type.Array(PreApprovalRule),
    documents: Type.Array(DocumentRule),
    claimStructure: Type.Array(ClaimStructureRule),
    reviews: Type.Array(ReviewRule),
    justification: JustificationRules,
  },
  { additionalProperties: false },
);

// A tenant file may extend a standard program and carry only what it changes.
export const RuleSetPatchSchema = Type.Object(
  {
    ...Type.Partial(RuleSetSchema).properties,
    programKey: RuleSetSchema.properties.programKey,
    extends: Type.String({ minLength: 1 }),
    // Rule ids of the base to drop (a tenant may relax the standard rules).
    removeRules: Type.Optional(Type.Array(Id)),
  },
  { additionalProperties: false },
);

export type RuleSet = Static<typeof RuleSetSchema>;
export type RuleSetPatch = Static<typeof RuleSetPatchSchema>;
export type Selector = Static<typeof Selector>;
export type SourceRef = Static<typeof SourceRef>;
export type ConfidenceLevel = Static<typeof Confidence>;
export type TaxonomyCategory = Static<typeof TaxonomyCategory>;
export type ProhibitedRule = Static<typeof ProhibitedRule>;
export type CapRule = Static<typeof CapRule>;
export type FrequencyRule = Static<typeof FrequencyRule>;
export type PreApprovalRule = Static<typeof PreApprovalRule>;
export type DocumentRule = Static<typeof DocumentRule>;
export type ReceiptRequirement = Static<typeof ReceiptRequirement>;
export type ClaimStructureRule = Static<typeof ClaimStructureRule>;
export type JustificationRules = Static<typeof JustificationRules>;
export type ReviewRule = Static<typeof ReviewRule>;
export type FactCondition = Static<typeof FactCondition>;
