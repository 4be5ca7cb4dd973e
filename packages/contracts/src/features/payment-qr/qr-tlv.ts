/**
 * The EMVCo merchant-presented QR text format (PARTNERS.md 1): a run of TLV elements, each a
 * two-digit id, a two-digit length counting the value's characters, then the value; some values
 * (merchant account templates, additional data) are themselves such a run. Kept apart from the
 * VietQR and PromptPay rules so that both schemes share one reader, one writer and one CRC.
 */

/** One element, in the order it was read or is to be written; a template holds children. */
export type QrElement = { id: string; value: string } | { id: string; children: QrElement[] };

/** Why a payload was refused: one clear sentence, with the offending tag where there is one. */
export class PaymentQrError extends Error {
  override readonly name = 'PaymentQrError';
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final XOR), 4 uppercase hex. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

const TWO_DIGITS = /^\d{2}$/;

/**
 * Splits a run of TLV elements without interpreting them. `where` names the template in errors
 * ("tag 38", "tag 38.01"). A length running past the end, or a non-numeric id or length, refuses.
 */
export function readTlv(text: string, where: string): { id: string; value: string }[] {
  const out: { id: string; value: string }[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const lengthText = text.slice(at + 2, at + 4);
    if (!TWO_DIGITS.test(id) || !TWO_DIGITS.test(lengthText)) {
      throw new PaymentQrError(
        `Malformed element at character ${at} of ${where}: expected a 2-digit id and length`,
      );
    }
    const length = Number(lengthText);
    const value = text.slice(at + 4, at + 4 + length);
    if (length === 0 || value.length !== length) {
      throw new PaymentQrError(
        `Tag ${id} of ${where} declares length ${length} but ${value.length} character(s) follow`,
      );
    }
    out.push({ id, value });
    at += 4 + length;
  }
  return out;
}

/** Writes elements back in their order; a template's length is its children's written length. */
export function writeTlv(elements: readonly QrElement[]): string {
  return elements
    .map((element) => {
      const value = 'children' in element ? writeTlv(element.children) : element.value;
      if (!TWO_DIGITS.test(element.id)) throw new PaymentQrError(`Tag id "${element.id}" is not two digits`);
      if (value.length === 0 || value.length > 99) {
        throw new PaymentQrError(`Tag ${element.id} must hold 1 to 99 characters (has ${value.length})`);
      }
      return `${element.id}${String(value.length).padStart(2, '0')}${value}`;
    })
    .join('');
}

/** The payload of elements: their text, then 63 04 and the CRC of everything before it. */
export function withCrc(elements: readonly QrElement[]): string {
  const body = `${writeTlv(elements)}6304`;
  return `${body}${crc16CcittFalse(body)}`;
}

/** Finds a direct child by id. */
export function child(elements: readonly QrElement[], id: string): QrElement | undefined {
  return elements.find((element) => element.id === id);
}

/** A leaf's value, or undefined when absent; a template where a value belongs refuses. */
export function leafValue(elements: readonly QrElement[], id: string, where: string): string | undefined {
  const found = child(elements, id);
  if (found === undefined) return undefined;
  if ('children' in found) throw new PaymentQrError(`Tag ${where}.${id} must be a plain value`);
  return found.value;
}
