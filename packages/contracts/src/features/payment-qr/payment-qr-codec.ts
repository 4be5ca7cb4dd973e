import { crc16CcittFalse, PaymentQrError, type QrElement, readTlv, withCrc } from './qr-tlv.js';

/**
 * The payment QR (PARTNERS.md 1): VietQR (NAPAS 247, tag 38) for Vietnamese orgs and PromptPay
 * (tag 29) for Thai ones, both EMVCo merchant-presented payloads ending in a CRC-16/CCITT-FALSE.
 *
 * `parsePaymentQr` is strict: it checks the CRC, the nesting of the merchant template and of the
 * additional data, the scheme's GUID, currency and country, and keeps every element in the order
 * it came (PromptPay writers put 58 before 53; MoMo adds tag 80), so that
 * `buildPaymentQr(parsePaymentQr(p)) === p` byte for byte. `buildPaymentQr` writes either a
 * parsed QR (its elements) or the fields of a new one in the canonical order of the published
 * vectors, and reads its own output back, so it never emits what the reader would refuse.
 */

export { crc16CcittFalse, PaymentQrError, type QrElement };

export const VIETQR_GUID = 'A000000727';
export const PROMPTPAY_GUID = 'A000000677010111';
export const VIETQR_SERVICES = ['QRIBFTTA', 'QRIBFTTC', 'QRPUSH'] as const;
export type VietQrService = (typeof VIETQR_SERVICES)[number];
export const PROMPTPAY_TARGET_TYPES = ['mobile', 'nationalId', 'eWallet'] as const;
export type PromptPayTargetType = (typeof PROMPTPAY_TARGET_TYPES)[number];
/** A memo (62.08) as banks carry it: at most 25 characters, letters, digits and spaces. */
export const QR_MEMO_MAX = 25;

/** A new VietQR: the account to pay, and for a one-off payment its amount (whole dong) and memo. */
export interface VietQrFields {
  scheme: 'vietqr';
  bankBin: string;
  account: string;
  service?: VietQrService;
  amount?: number;
  memo?: string;
}

/** A new PromptPay QR: a phone, national/tax id or e-wallet id, and an amount in satang. */
export interface PromptPayFields {
  scheme: 'promptpay';
  target: string;
  targetType?: PromptPayTargetType;
  amount?: number;
}

/** What `parsePaymentQr` reads: the elements in order (the truth) and the fields named. */
export interface ParsedPaymentQr {
  scheme: 'vietqr' | 'promptpay';
  /** Every element but the CRC, in payload order, templates nested. */
  elements: QrElement[];
  /** 01: 11 static (reusable), 12 dynamic (one payment); null when absent. */
  initiation: '11' | '12' | null;
  currency: string;
  country: string;
  /** 54 as written ("180000", "4.22"); null for a QR without an amount. */
  amount: string | null;
  /** 62.01, 62.05 and 62.08 when present. */
  billNumber: string | null;
  reference: string | null;
  memo: string | null;
  bankBin: string | null;
  account: string | null;
  service: string | null;
  /** PromptPay: the id as encoded (0066…), its type, and a phone in its local form (08…). */
  promptPayTarget: string | null;
  promptPayTargetType: PromptPayTargetType | null;
  promptPayPhone: string | null;
}

export type PaymentQrFields = VietQrFields | PromptPayFields | Pick<ParsedPaymentQr, 'elements'>;

const ADDITIONAL_DATA_ID = '62';
const PAYLOAD_MAX = 512;

function fail(message: string): never {
  throw new PaymentQrError(message);
}

/** Text a bank carries in a memo: diacritics dropped (đ → d), only letters, digits and spaces. */
export function plainMemo(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/ +/g, ' ')
    .trim()
    .slice(0, QR_MEMO_MAX);
}

function nested(value: string, where: string): QrElement[] {
  return readTlv(value, where).map(({ id, value: v }) => ({ id, value: v }));
}

function leaf(elements: readonly QrElement[], id: string, where: string): string | null {
  const found = elements.find((element) => element.id === id);
  if (found === undefined) return null;
  if ('children' in found) fail(`Tag ${where}${id} must be a plain value`);
  return found.value;
}

function onlyTags(elements: readonly QrElement[], allowed: readonly string[], where: string): void {
  const seen = new Set<string>();
  for (const element of elements) {
    if (!allowed.includes(element.id))
      fail(`Tag ${where}${element.id} is not allowed inside tag ${where.slice(0, -1)}`);
    if (seen.has(element.id)) fail(`Tag ${where}${element.id} appears twice`);
    seen.add(element.id);
  }
}

function merchantTemplate(elements: QrElement[], scheme: 'vietqr' | 'promptpay'): QrElement[] {
  const id = scheme === 'vietqr' ? '38' : '29';
  const found = elements.find((element) => element.id === id);
  if (found === undefined || !('children' in found)) fail(`Tag ${id} (merchant account) is missing`);
  return found.children;
}

function readVietQr(elements: QrElement[]) {
  const template = merchantTemplate(elements, 'vietqr');
  onlyTags(template, ['00', '01', '02'], '38.');
  const beneficiaryRaw = template.find((element) => element.id === '01');
  if (beneficiaryRaw === undefined || 'children' in beneficiaryRaw)
    fail('Tag 38.01 (beneficiary) is missing');
  const beneficiary = nested(beneficiaryRaw.value, 'tag 38.01');
  onlyTags(beneficiary, ['00', '01'], '38.01.');
  const bankBin = leaf(beneficiary, '00', '38.01.');
  const account = leaf(beneficiary, '01', '38.01.');
  if (bankBin === null || !/^\d{6}$/.test(bankBin)) fail('Tag 38.01.00 must be the 6-digit bank BIN');
  if (account === null || !/^[A-Za-z0-9]{1,19}$/.test(account)) {
    fail('Tag 38.01.01 must be the account or card number (1 to 19 letters or digits)');
  }
  const service = leaf(template, '02', '38.');
  if (service === null || !(VIETQR_SERVICES as readonly string[]).includes(service)) {
    fail(`Tag 38.02 must be a service code (${VIETQR_SERVICES.join(', ')})`);
  }
  // Keep the beneficiary nested in the tree so that a writer re-derives its length.
  const rebuilt = template.map((element) =>
    element.id === '01' ? { id: '01', children: beneficiary } : element,
  );
  return { rebuilt, bankBin, account, service };
}

function readPromptPay(elements: QrElement[]) {
  const template = merchantTemplate(elements, 'promptpay');
  onlyTags(template, ['00', '01', '02', '03'], '29.');
  const targets = template.filter((element) => element.id !== '00');
  if (targets.length !== 1) fail('Tag 29 must hold exactly one PromptPay id (29.01, 29.02 or 29.03)');
  const [target] = targets as [QrElement];
  if ('children' in target) fail(`Tag 29.${target.id} must be a plain value`);
  const type: PromptPayTargetType =
    target.id === '01' ? 'mobile' : target.id === '02' ? 'nationalId' : 'eWallet';
  const digits = type === 'eWallet' ? 15 : 13;
  if (!new RegExp(`^\\d{${digits}}$`).test(target.value))
    fail(`Tag 29.${target.id} must be ${digits} digits`);
  const phone = type === 'mobile' ? `0${target.value.replace(/^0*66/, '')}` : null;
  return { target: target.value, type, phone };
}

/** Reads and checks a payment QR payload; throws a PaymentQrError naming what is wrong. */
export function parsePaymentQr(payload: string): ParsedPaymentQr {
  if (typeof payload !== 'string' || payload.length === 0) fail('The QR payload is empty');
  if (payload.length > PAYLOAD_MAX) fail(`The QR payload is longer than ${PAYLOAD_MAX} characters`);
  if (!/^[\x20-\x7e]+$/.test(payload)) fail('The QR payload holds characters outside printable ASCII');
  const crcAt = payload.length - 8;
  if (crcAt < 0 || payload.slice(crcAt, crcAt + 4) !== '6304')
    fail('The QR payload does not end with its CRC (tag 63)');
  const written = payload.slice(crcAt + 4);
  const expected = crc16CcittFalse(payload.slice(0, crcAt + 4));
  if (written !== expected) fail(`CRC mismatch: the payload says ${written}, its content gives ${expected}`);

  const top = readTlv(payload.slice(0, crcAt), 'the payload');
  const seen = new Set<string>();
  for (const { id } of top) {
    if (seen.has(id)) fail(`Tag ${id} appears twice`);
    if (id === '63') fail('Tag 63 (CRC) must be the last element');
    seen.add(id);
  }
  if (top[0]?.id !== '00' || top[0].value !== '01')
    fail('Tag 00 (payload format) must come first with value 01');
  const initiation = top.find((element) => element.id === '01')?.value ?? null;
  if (initiation !== null && initiation !== '11' && initiation !== '12')
    fail('Tag 01 must be 11 (static) or 12 (dynamic)');

  const guid38 = top.find((element) => element.id === '38');
  const guid29 = top.find((element) => element.id === '29');
  const elements: QrElement[] = top.map(({ id, value }) =>
    id === '38' || id === '29' || id === ADDITIONAL_DATA_ID
      ? { id, children: nested(value, `tag ${id}`) }
      : { id, value },
  );
  const guidOf = (id: string) => {
    const template = elements.find((element) => element.id === id);
    return template && 'children' in template ? leaf(template.children, '00', `${id}.`) : null;
  };
  let scheme: 'vietqr' | 'promptpay';
  if (guid38 && guidOf('38') === VIETQR_GUID) scheme = 'vietqr';
  else if (guid29 && guidOf('29') === PROMPTPAY_GUID) scheme = 'promptpay';
  else
    fail(
      `Neither a VietQR (tag 38, GUID ${VIETQR_GUID}) nor a PromptPay (tag 29, GUID ${PROMPTPAY_GUID}) QR`,
    );

  const currency = leaf(elements, '53', '');
  const country = leaf(elements, '58', '');
  const amount = leaf(elements, '54', '');
  const [wantCurrency, wantCountry] = scheme === 'vietqr' ? ['704', 'VN'] : ['764', 'TH'];
  if (currency !== wantCurrency) fail(`Tag 53 (currency) must be ${wantCurrency} for ${scheme}`);
  if (country !== wantCountry) fail(`Tag 58 (country) must be ${wantCountry} for ${scheme}`);
  const amountShape = scheme === 'vietqr' ? /^\d{1,13}$/ : /^\d{1,13}(\.\d{1,2})?$/;
  if (amount !== null && !amountShape.test(amount))
    fail(`Tag 54 (amount) "${amount}" is not an amount in ${scheme}`);

  const additional = elements.find((element) => element.id === ADDITIONAL_DATA_ID);
  const extra = additional && 'children' in additional ? additional.children : [];
  for (const element of extra) {
    if ('value' in element && element.value.length > QR_MEMO_MAX && Number(element.id) <= 8) {
      fail(`Tag 62.${element.id} is longer than ${QR_MEMO_MAX} characters`);
    }
  }
  onlyTags(
    extra,
    extra.map((element) => element.id),
    '62.',
  );

  const base = {
    scheme,
    initiation: initiation as ParsedPaymentQr['initiation'],
    currency,
    country,
    amount,
    billNumber: leaf(extra, '01', '62.'),
    reference: leaf(extra, '05', '62.'),
    memo: leaf(extra, '08', '62.'),
  };
  if (scheme === 'vietqr') {
    const vietQr = readVietQr(elements);
    return {
      ...base,
      elements: elements.map((element) =>
        element.id === '38' ? { id: '38', children: vietQr.rebuilt } : element,
      ),
      bankBin: vietQr.bankBin,
      account: vietQr.account,
      service: vietQr.service,
      promptPayTarget: null,
      promptPayTargetType: null,
      promptPayPhone: null,
    };
  }
  const promptPay = readPromptPay(elements);
  return {
    ...base,
    elements,
    bankBin: null,
    account: null,
    service: null,
    promptPayTarget: promptPay.target,
    promptPayTargetType: promptPay.type,
    promptPayPhone: promptPay.phone,
  };
}

function vietQrElements(fields: VietQrFields): QrElement[] {
  const dynamic = fields.amount !== undefined;
  const memo = fields.memo === undefined ? '' : fields.memo;
  if (memo !== '' && !/^[A-Za-z0-9 ]{1,25}$/.test(memo)) {
    fail(`The memo must be 1 to ${QR_MEMO_MAX} plain letters, digits or spaces (see plainMemo)`);
  }
  if (dynamic && (!Number.isSafeInteger(fields.amount) || (fields.amount ?? 0) <= 0)) {
    fail('A VietQR amount must be a positive whole number of dong');
  }
  const elements: QrElement[] = [
    { id: '00', value: '01' },
    { id: '01', value: dynamic ? '12' : '11' },
    {
      id: '38',
      children: [
        { id: '00', value: VIETQR_GUID },
        {
          id: '01',
          children: [
            { id: '00', value: fields.bankBin },
            { id: '01', value: fields.account },
          ],
        },
        { id: '02', value: fields.service ?? 'QRIBFTTA' },
      ],
    },
    { id: '53', value: '704' },
  ];
  if (dynamic) elements.push({ id: '54', value: String(fields.amount) });
  elements.push({ id: '58', value: 'VN' });
  if (memo !== '') elements.push({ id: '62', children: [{ id: '08', value: memo }] });
  return elements;
}

function promptPayElements(fields: PromptPayFields): QrElement[] {
  const digits = fields.target.replace(/\D/g, '');
  const type =
    fields.targetType ?? (digits.length >= 15 ? 'eWallet' : digits.length >= 13 ? 'nationalId' : 'mobile');
  const [id, value] =
    type === 'mobile'
      ? ['01', `66${digits.replace(/^0/, '')}`.padStart(13, '0')]
      : type === 'nationalId'
        ? ['02', digits]
        : ['03', digits];
  const dynamic = fields.amount !== undefined;
  if (dynamic && (!Number.isSafeInteger(fields.amount) || (fields.amount ?? 0) <= 0)) {
    fail('A PromptPay amount must be a positive whole number of satang');
  }
  const elements: QrElement[] = [
    { id: '00', value: '01' },
    { id: '01', value: dynamic ? '12' : '11' },
    {
      id: '29',
      children: [
        { id: '00', value: PROMPTPAY_GUID },
        { id, value },
      ],
    },
    // The order dtinth/promptpay-qr and the other Thai writers use (58 before 53).
    { id: '58', value: 'TH' },
    { id: '53', value: '764' },
  ];
  if (dynamic) elements.push({ id: '54', value: ((fields.amount ?? 0) / 100).toFixed(2) });
  return elements;
}

/** Writes a payment QR payload with its CRC; refuses (PaymentQrError) what the reader would. */
export function buildPaymentQr(fields: PaymentQrFields): string {
  const elements =
    'elements' in fields
      ? fields.elements
      : fields.scheme === 'vietqr'
        ? vietQrElements(fields)
        : promptPayElements(fields);
  const payload = withCrc(elements);
  parsePaymentQr(payload);
  return payload;
}
