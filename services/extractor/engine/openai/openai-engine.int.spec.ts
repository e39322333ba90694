import sharp from 'sharp';
import { appFailure } from '../../../../test/support/app-failure';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../test/support/fake-openai-server';
import { generateReceipts } from '../../../../test/fixtures/receipts/generate';
import { OpenAiExtractionEngine } from './openai-engine';
import { tutoringInvoiceAnswer as answer } from '../../../../test/fixtures/model-answers';
import { receiptRequest } from '../../../../domain/jobs/job-fixtures.spec';

// Rendering a PDF page for the model takes a second or two.
jest.setTimeout(30_000);

const request = receiptRequest('https://files.example/receipt.png', {
  fileName: 'receipt.png',
  studentCandidates: [
    { id: 'c-1', name: 'Ethan Brooks' },
    { id: 'c-2', name: 'Mia Brooks' },
  ],
});

let server: FakeOpenAiServer;
let png: Buffer;

const engineWith = (options: { maxRetries?: number; timeoutMs?: number } = {}) =>
  new OpenAiExtractionEngine({
    baseUrl: server.baseUrl,
    apiKey: 'sk-test',
    model: 'vision-test',
    timeoutMs: options.timeoutMs ?? 2_000,
    maxRetries: options.maxRetries ?? 2,
    maxPages: 50,
  });

const extract = (engine: OpenAiExtractionEngine, bytes = png, kind: 'png' | 'pdf' = 'png') =>
  engine.extract({ bytes, kind, request, now: new Date('2026-12-31T00:00:00Z') });

beforeAll(async () => {
  server = await startFakeOpenAiServer();
  png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('OpenAI engine against an OpenAI-compatible server', () => {
  it('sends the picture and our JSON schema, and turns the answer into our result with both variants filled', async () => {
    server.script({ kind: 'answer', content: JSON.stringify(answer) });
    const { result, pages } = await extract(engineWith());

    expect(pages).toBe(1);
    expect(result).toMatchObject({
      vendor: 'Bright Path Tutoring LLC',
      amount: 560,
      transactionDate: '2026-10-01',
      invoiceType: 'service',
      confidence: 93,
    });
    expect(result.paymentDetails).toMatchObject({
      isPaid: true,
      paidInFull: true,
      cardLast4: '1881',
      lastFour: '1881',
      paymentMethod: 'Visa',
      method: 'Visa',
      proofOfPaymentType: 'card',
    });
    expect(result.studentDetails).toMatchObject({
      detectedStudentName: 'Ethan Brooks',
      matchedChildId: 'c-1',
      studentId: 'c-1',
      matched: true,
    });
    expect(result.serviceDetails).toEqual({
      isService: true,
      providerName: 'Ms. Alvarez',
      servicePeriod: 'October 2026',
      serviceRate: 45,
      serviceType: 'tutoring',
    });
    expect(result.auditResult).toMatchObject({ isValidReceipt: true, missingElements: [] });

    const sent = server.requests[0]!;
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.body['model']).toBe('vision-test');
    expect(sent.body['response_format']).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'receipt_extraction',
        strict: true,
        schema: { type: 'object', additionalProperties: false },
      },
    });
    const content = JSON.stringify(sent.body['messages']);
    expect(content).toContain('data:image/jpeg;base64,');
  });

  it('renders PDF pages to pictures and sends the text layer along', async () => {
    const pdf = await generateReceipts().find((r) => r.name === 'tutoring-invoice')!.pdf;
    server.script({ kind: 'answer', content: JSON.stringify(answer) });
    await extract(engineWith(), pdf, 'pdf');
    const content = JSON.stringify(server.requests[0]!.body['messages']);
    expect(content).toContain('data:image/jpeg;base64,');
    expect(content).toContain('Bright Path Tutoring LLC');
  });

  it('retries after 429 and 500 and then succeeds', async () => {
    server.script(
      { kind: 'status', status: 429, message: 'Rate limit reached' },
      { kind: 'status', status: 500 },
      { kind: 'answer', content: JSON.stringify(answer) },
    );
    const { result } = await extract(engineWith({ maxRetries: 2 }));
    expect(result.amount).toBe(560);
    expect(server.requests).toHaveLength(3);
  });

  it('fails with a retriable SERVICE_UNAVAILABLE when the server keeps failing', async () => {
    server.fallback({ kind: 'status', status: 503, message: 'overloaded' });
    const error = await appFailure(extract(engineWith({ maxRetries: 1 })));
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retriable: true });
    expect(error.message).toContain('HTTP 503');
    expect(server.requests).toHaveLength(2);
  });

  it('gives up on a request that outlives the timeout, tries again, and says so when none answers', async () => {
    server.script({ kind: 'hang', ms: 5_000 }, { kind: 'answer', content: JSON.stringify(answer) });
    expect((await extract(engineWith({ timeoutMs: 300, maxRetries: 1 }))).result.amount).toBe(560);

    server.fallback({ kind: 'hang', ms: 5_000 });
    const error = await appFailure(extract(engineWith({ timeoutMs: 300, maxRetries: 0 })));
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retriable: true });
    expect(error.message).toContain('did not answer within 300 ms');
  });

  it('asks again when the answer is not JSON or breaks the schema, and uses the first valid one', async () => {
    server.script(
      { kind: 'answer', content: 'Sure! The total is $560.' },
      { kind: 'answer', content: JSON.stringify({ ...answer, amount: '560.00' }) },
      { kind: 'answer', content: JSON.stringify(answer) },
    );
    expect((await extract(engineWith({ maxRetries: 2 }))).result.amount).toBe(560);
    expect(server.requests).toHaveLength(3);
  });

  it('fails with a clear, retriable error when every answer is invalid', async () => {
    server.fallback({ kind: 'answer', content: JSON.stringify({ ...answer, transactionDate: '2026-02-30' }) });
    const error = await appFailure(extract(engineWith({ maxRetries: 1 })));
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retriable: true });
    expect(error.message).toMatch(/no valid answer in 2 tries.*2026-02-30 is not a calendar date/);
  });

  it('treats a reply that is not the wire format as a passing fault', async () => {
    server.fallback({ kind: 'garbage', body: '<html>502 Bad Gateway</html>' });
    const error = await appFailure(extract(engineWith({ maxRetries: 0 })));
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retriable: true });
  });

  it('does not retry a refused key and says what to check', async () => {
    server.fallback({ kind: 'status', status: 401, message: 'Incorrect API key provided' });
    const error = await appFailure(extract(engineWith({ maxRetries: 2 })));
    expect(error).toMatchObject({ code: 'INTERNAL', retriable: false });
    expect(error.message).toContain('OPENAI_API_KEY');
    expect(server.requests).toHaveLength(1);
  });

  it('reports a model refusal as an unreadable file', async () => {
    server.script({ kind: 'answer', content: '', refusal: 'I cannot help with that.' });
    const error = await appFailure(extract(engineWith()));
    expect(error).toMatchObject({ code: 'FILE_UNREADABLE' });
  });
});
