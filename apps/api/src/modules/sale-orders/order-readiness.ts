import { ADDRESS_FIELD_LABEL_KEYS, type AddressField, type Language, translate } from '@leadline/contracts';
import { type AppError, translatedRefusal } from '../../http/app-error.js';

/**
 * The refusal of an order whose address cannot be delivered: HTTP 400 whose message names the
 * missing fields in the caller's language (through `messageKey`, which takes `{{fields}}`), and
 * whose data lists them (`missingAddress`) for the screen to mark its fields.
 */
export function addressIncomplete(language: Language, missing: AddressField[], messageKey: string): AppError {
  const fields = missing.map((field) => translate(language, ADDRESS_FIELD_LABEL_KEYS[field])).join(', ');
  return translatedRefusal(translate(language, messageKey, { fields }), { missingAddress: missing });
}
