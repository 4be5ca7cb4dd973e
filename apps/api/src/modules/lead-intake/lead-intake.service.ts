import {
  type CountryCode,
  type CreateLeadInput,
  type CreateLeadResult,
  CURRENT_SCHEME,
  findOrg,
  isAgentOnly,
  type Language,
  LEAD_IMPORT_LIMITS,
  LEAD_STATUS,
  LEAD_TEXT_MAX,
  type LeadImportColumnKey,
  type LeadImportFailure,
  type LeadImportResult,
  normalizePhone,
  type Translation,
  translate,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { type AppError, invalidInput, notFound, translatedRefusal } from '../../http/app-error.js';
import type { UploadedFile } from '../../http/register-endpoint.js';
import type { SessionUser } from '../../http/session-user.js';
import { type HistoryEntry, writeHistory } from '../../shared/history/history.repository.js';
import { auditActor, writeAudit } from '../audit/index.js';
import { AddressMatcher, type MatchedAddress, schemesOf } from './address-matcher.js';
import {
  callingListsOf,
  findCampaign,
  findDuplicateTargets,
  findImportFailures,
  insertImport,
  insertLeads,
  lockOrgIntake,
  lockPhone,
  type NewLead,
  productExists,
  unitsWithAncestors,
} from './lead-intake.repository.js';
import {
  failedRowsWorkbook,
  type ImportCells,
  readImportSheet,
  type SheetRow,
  templateWorkbook,
} from './lead-xlsx.js';

/** The name of a refusal's text in its locale section (checked against the en texts). */
type LeadIntakeRefusal = keyof Translation['LEAD_INTAKE']['ERRORS'] & string;

/**
 * Lead intake (docs/lead-intake.md): one lead (POST /api/lead) or a spreadsheet of them, each
 * phone normalised for the org's region and checked against DOMAIN.md's duplicate rule.
 */

/** A refusal of the input: HTTP 400 validation_error with a translated detail. */
/**
 * A refusal of the input; `field` (the input's name: phone, campaignId, wardId...) travels in the
 * envelope's data, so a form marks that field with the message rather than only showing a toast.
 */
function invalid(
  language: Language,
  key: LeadIntakeRefusal,
  values: Record<string, string | number> = {},
  field?: string,
): AppError {
  const details = translate(language, `LEAD_INTAKE.ERRORS.${key}`, values);
  return invalidInput(details, field ? { field } : undefined);
}

/** A refusal of the whole file: HTTP 400 validation_error with the import's own message. */
function refusedFile(
  language: Language,
  key: LeadIntakeRefusal,
  values: Record<string, string | number> = {},
): AppError {
  return translatedRefusal(translate(language, `LEAD_INTAKE.ERRORS.${key}`, values));
}

interface IntakeTarget {
  orgId: number;
  country: CountryCode | null;
  region: CountryCode;
  campaign: NonNullable<Awaited<ReturnType<typeof findCampaign>>>;
  callingListId: number | null;
}

/**
 * The campaign and calling list the leads go to, and so their org (the caller's; headquarters
 * takes the campaign's): another org's campaign is not found (row-level security).
 */
async function resolveTarget(
  trx: ScopedDb,
  language: Language,
  campaignId: number,
  callingListId: number | undefined,
): Promise<IntakeTarget> {
  const campaign = await findCampaign(trx, campaignId);
  if (!campaign) throw invalid(language, 'CAMPAIGN_NOT_FOUND', {}, 'campaignId');
  const lists = await callingListsOf(trx, campaign.id);
  let listId: number | null = lists[0]?.id ?? null;
  if (callingListId !== undefined) {
    if (!lists.some((list) => list.id === callingListId))
      throw invalid(language, 'CALLING_LIST_NOT_FOUND', {}, 'callingListId');
    listId = callingListId;
  }
  const org = findOrg(campaign.orgId);
  if (!org?.phoneRegion) throw invalid(language, 'NO_PHONE_REGION');
  return {
    orgId: campaign.orgId,
    country: org.country,
    region: org.phoneRegion,
    campaign,
    callingListId: listId,
  };
}

/**
 * The address of a lead created by id: each unit must be of the org's country and of its level,
 * the units must chain (ward in district in province); missing upper levels are filled in.
 */
async function resolveAddressIds(
  trx: ScopedDb,
  language: Language,
  country: CountryCode | null,
  input: Pick<CreateLeadInput, 'provinceId' | 'districtId' | 'wardId'>,
): Promise<MatchedAddress> {
  const given = [
    { field: 'wardId', level: 3, id: input.wardId },
    { field: 'districtId', level: 2, id: input.districtId },
    { field: 'provinceId', level: 1, id: input.provinceId },
  ] as const;
  const lowest = given.find((entry) => entry.id !== undefined);
  if (!lowest?.id) return { provinceId: null, districtId: null, wardId: null };
  const units = await unitsWithAncestors(
    trx,
    given.flatMap((entry) => (entry.id === undefined ? [] : [entry.id])),
  );
  const chain = new Map<number, number>();
  for (
    let unit = units.get(lowest.id);
    unit;
    unit = unit.parentId === null ? undefined : units.get(unit.parentId)
  ) {
    chain.set(unit.level, unit.id);
  }
  const lowestUnit = units.get(lowest.id);
  for (const entry of given) {
    if (entry.id === undefined) continue;
    const unit = units.get(entry.id);
    const fits =
      unit !== undefined &&
      unit.country === country &&
      unit.level === entry.level &&
      unit.scheme === lowestUnit?.scheme &&
      chain.get(entry.level) === entry.id;
    if (!fits) throw invalid(language, 'ADDRESS_INVALID', { field: entry.field }, entry.field);
  }
  return { provinceId: chain.get(1) ?? null, districtId: chain.get(2) ?? null, wardId: chain.get(3) ?? null };
}

function historyOf(
  orgId: number,
  actorId: number,
  lead: { id: number; leadStatus: number; duplicateOfId: number | null },
  source: Record<string, unknown>,
): HistoryEntry {
  return {
    orgId,
    entityType: 'lead',
    entityId: lead.id,
    actorId,
    action: 'created',
    changes: { source, leadStatus: lead.leadStatus, duplicateOfId: lead.duplicateOfId },
  };
}

/**
 * POST /api/lead: validates, normalises the phone, applies the duplicate rule and stores the
 * lead with its 'created' history, or refuses with 400 and stores nothing.
 */
export async function createLead(
  trx: ScopedDb,
  user: SessionUser,
  input: CreateLeadInput,
  language: Language,
  now = new Date(),
): Promise<CreateLeadResult> {
  const target = await resolveTarget(trx, language, input.campaignId, input.callingListId);
  const phone = normalizePhone(input.phone, target.region);
  if (!phone.valid || !phone.e164) {
    throw invalid(language, 'PHONE_INVALID', { phone: input.phone, region: target.region }, 'phone');
  }
  const offerProductId = input.offerProductId ?? target.campaign.offerProductId;
  if (input.offerProductId !== undefined && !(await productExists(trx, target.orgId, input.offerProductId))) {
    throw invalid(language, 'PRODUCT_NOT_FOUND', {}, 'offerProductId');
  }
  const address = await resolveAddressIds(trx, language, target.country, input);

  await lockPhone(trx, target.orgId, phone.e164);
  const duplicateOfId =
    (await findDuplicateTargets(trx, target.orgId, [phone.e164], now)).get(phone.e164) ?? null;
  const assignToCaller = isAgentOnly(user.roles) && user.orgId === target.orgId;
  const [lead] = await insertLeads(trx, [
    {
      orgId: target.orgId,
      campaignId: target.campaign.id,
      callingListId: target.callingListId,
      customerName: input.customerName,
      phoneRaw: input.phone,
      phoneE164: phone.e164,
      ...address,
      zipcode: input.zipcode ?? null,
      street: input.street ?? null,
      offerProductId,
      sourceNetwork: input.sourceNetwork ?? target.campaign.network,
      sourcePublisher: input.sourcePublisher ?? null,
      clickId: input.clickId ?? null,
      note: input.note ?? null,
      leadStatus: duplicateOfId === null ? LEAD_STATUS.NEW : LEAD_STATUS.DUPLICATED,
      duplicateOfId,
      assigneeId: assignToCaller ? user.userId : null,
      assignedAt: assignToCaller ? now : null,
      createdAt: now,
      updatedAt: now,
    },
  ]);
  if (!lead) throw new Error('the lead was not stored');
  await writeHistory(trx, [
    historyOf(target.orgId, user.userId, lead, {
      channel: 'api',
      network: input.sourceNetwork ?? target.campaign.network,
      publisher: input.sourcePublisher ?? null,
      clickId: input.clickId ?? null,
    }),
  ]);
  return { leadId: lead.id, duplicate: duplicateOfId !== null, duplicateOfId };
}

/** A row of the file that passed the checks, on its way to becoming a lead. */
interface GoodRow {
  row: number;
  cells: ImportCells;
  e164: string;
  address: MatchedAddress;
  street: string | null;
}

/** History rows per INSERT (6 parameters each, PostgreSQL takes 65,535). */
const HISTORY_BATCH = 5000;

const CELL_MAX: Partial<Record<LeadImportColumnKey, number>> = {
  name: LEAD_TEXT_MAX.customerName,
  street: LEAD_TEXT_MAX.street,
  note: LEAD_TEXT_MAX.note,
  network: LEAD_TEXT_MAX.sourceNetwork,
  publisher: LEAD_TEXT_MAX.sourcePublisher,
  clickId: LEAD_TEXT_MAX.clickId,
};

/** Where no address data exists yet (docs/locations.md), the names are kept in the street line. */
function streetWithNames(cells: ImportCells): string | null {
  const parts = [cells.street, cells.ward, cells.district, cells.province].filter(Boolean);
  return parts.length > 0 ? parts.join(', ').slice(0, LEAD_TEXT_MAX.street) : null;
}

function checkRow(
  cells: ImportCells,
  region: CountryCode,
  country: CountryCode | null,
  matcher: AddressMatcher,
):
  | { ok: true; e164: string; address: MatchedAddress; street: string | null }
  | Omit<LeadImportFailure, 'row' | 'values'> {
  if (!cells.name) return { reason: 'NAME_REQUIRED' };
  if (!cells.phone) return { reason: 'PHONE_REQUIRED' };
  for (const [column, max] of Object.entries(CELL_MAX) as [LeadImportColumnKey, number][]) {
    if ((cells[column]?.length ?? 0) > max) return { reason: 'TOO_LONG', column };
  }
  const phone = normalizePhone(cells.phone, region);
  if (!phone.valid || !phone.e164) return { reason: 'PHONE_INVALID' };
  const current = country ? CURRENT_SCHEME[country] : undefined;
  if (!current)
    return {
      ok: true,
      e164: phone.e164,
      address: { provinceId: null, districtId: null, wardId: null },
      street: streetWithNames(cells),
    };
  const scheme = country === 'VN' && cells.district ? 'VN_LEGACY' : current;
  const match = matcher.match(scheme, cells);
  if (!match.ok) return { reason: match.reason };
  return { ok: true, e164: phone.e164, address: match.address, street: cells.street ?? null };
}

/** An uploaded file read and checked: its rows, ready for importLeads. */
export interface ImportFile {
  fileName: string;
  rows: SheetRow[];
}

/**
 * Reads an import's file through the upload guard (docs/uploads.md) or refuses it whole (400,
 * nothing stored). It needs no database: a route that calls it before opening its transaction
 * holds no connection (on PGlite, the only one) while a worker parses the file.
 */
export async function readImportFile(upload: UploadedFile | null, language: Language): Promise<ImportFile> {
  if (!upload || upload.data.length === 0) throw refusedFile(language, 'FILE_REQUIRED');
  if (upload.truncated) {
    throw refusedFile(language, 'FILE_TOO_LARGE', { mb: LEAD_IMPORT_LIMITS.maxBytes / (1024 * 1024) });
  }
  const sheet = await readImportSheet(upload.data, LEAD_IMPORT_LIMITS.maxRows);
  if (!sheet.ok) {
    if (sheet.error === 'MISSING_COLUMNS') {
      const names = sheet.columns.map((key) => translate(language, `LEAD_INTAKE.COLUMNS.${key}`)).join(', ');
      throw refusedFile(language, 'MISSING_COLUMNS', { columns: names });
    }
    if (sheet.error === 'TOO_MANY_ROWS')
      throw refusedFile(language, 'TOO_MANY_ROWS', { max: sheet.max.toLocaleString('en') });
    if (sheet.error === 'CELL_TOO_LONG') {
      const max = sheet.max.toLocaleString('en');
      throw sheet.row === null
        ? refusedFile(language, 'CELL_TOO_LONG', { max })
        : refusedFile(language, 'CELL_TOO_LONG_IN_ROW', { max, row: sheet.row });
    }
    throw refusedFile(language, sheet.error);
  }
  return { fileName: upload.fileName, rows: sheet.rows };
}

/**
 * POST /api/lead/excel/upload/:campaignId/:callingListId. A file that cannot be read is refused
 * whole (400, nothing stored). Otherwise each row is checked: failures are kept with their reason,
 * the good rows become leads in this one transaction (duplicates, within the file or against the
 * org's leads, as Duplicated), and the import is recorded with its counts. Takes the file already
 * read (readImportFile) or reads it here.
 */
export async function importLeads(
  trx: ScopedDb,
  user: SessionUser,
  params: { campaignId: number; callingListId: number },
  upload: UploadedFile | ImportFile | null,
  language: Language,
  now = new Date(),
): Promise<LeadImportResult> {
  const sheet = upload && 'rows' in upload ? upload : await readImportFile(upload, language);
  const target = await resolveTarget(trx, language, params.campaignId, params.callingListId);

  const withDistricts = sheet.rows.some((row) => row.cells.district);
  const hasAddress = sheet.rows.some((row) => row.cells.province || row.cells.district || row.cells.ward);
  const matcher = hasAddress
    ? await AddressMatcher.load(trx, schemesOf(target.country, withDistricts))
    : new AddressMatcher([]);

  const failures: LeadImportFailure[] = [];
  const good: GoodRow[] = [];
  for (const { row, cells } of sheet.rows) {
    const checked = checkRow(cells, target.region, target.country, matcher);
    if ('ok' in checked)
      good.push({ row, cells, e164: checked.e164, address: checked.address, street: checked.street });
    else failures.push({ row, values: cells, ...checked });
  }

  await lockOrgIntake(trx, target.orgId);
  const earlier = await findDuplicateTargets(
    trx,
    target.orgId,
    good.map((row) => row.e164),
    now,
  );
  // The first row of a phone not already in the org is the original; later rows of it duplicate it.
  const firstOfPhone = new Set<string>();
  const originals: GoodRow[] = [];
  const duplicates: GoodRow[] = [];
  for (const row of good) {
    if (!earlier.has(row.e164) && !firstOfPhone.has(row.e164)) {
      firstOfPhone.add(row.e164);
      originals.push(row);
    } else duplicates.push(row);
  }

  const counts = {
    totalRows: sheet.rows.length,
    importedRows: good.length,
    duplicateRows: duplicates.length,
    failedRows: failures.length,
  };
  const importId = await insertImport(trx, {
    orgId: target.orgId,
    createdBy: user.userId,
    campaignId: target.campaign.id,
    callingListId: params.callingListId,
    fileName: sheet.fileName.slice(0, 255),
    counts,
    failures,
  });
  await writeAudit(trx, {
    orgId: target.orgId,
    ...auditActor(user),
    action: 'leads_imported',
    entityType: 'lead_import',
    entityId: String(importId),
    details: {
      fileName: sheet.fileName.slice(0, 255),
      campaignId: target.campaign.id,
      callingListId: params.callingListId,
      ...counts,
    },
  });

  const toLead = (row: GoodRow, duplicateOfId: number | null): NewLead => ({
    orgId: target.orgId,
    campaignId: target.campaign.id,
    callingListId: params.callingListId,
    customerName: row.cells.name ?? '',
    phoneRaw: row.cells.phone ?? '',
    phoneE164: row.e164,
    ...row.address,
    street: row.street,
    offerProductId: target.campaign.offerProductId,
    sourceNetwork: row.cells.network ?? target.campaign.network,
    sourcePublisher: row.cells.publisher ?? null,
    clickId: row.cells.clickId ?? null,
    note: row.cells.note ?? null,
    leadStatus: duplicateOfId === null ? LEAD_STATUS.NEW : LEAD_STATUS.DUPLICATED,
    duplicateOfId,
    createdAt: now,
    updatedAt: now,
  });
  const saved = await insertLeads(
    trx,
    originals.map((row) => toLead(row, null)),
  );
  // Originals have distinct phones, so the phone finds each one's id whatever order they came back in.
  const originalOf = new Map(saved.map((lead) => [lead.phoneE164, lead.id]));
  saved.push(
    ...(await insertLeads(
      trx,
      duplicates.map((row) => toLead(row, earlier.get(row.e164) ?? originalOf.get(row.e164) ?? null)),
    )),
  );
  const source = { channel: 'import', importId };
  for (let start = 0; start < saved.length; start += HISTORY_BATCH) {
    await writeHistory(
      trx,
      saved
        .slice(start, start + HISTORY_BATCH)
        .map((lead) => historyOf(target.orgId, user.userId, lead, source)),
    );
  }
  return { importId, ...counts };
}

/** POST /api/lead/excel/download: another org's import is not found (404). */
export async function failedRowsFile(trx: ScopedDb, importId: number, language: Language): Promise<Buffer> {
  const entry = await findImportFailures(trx, importId);
  if (!entry) throw notFound();
  return failedRowsWorkbook(entry.failures as unknown as LeadImportFailure[], language);
}

/** GET /api/lead/excel/template, with an example in the way of the caller's country. */
export function templateFile(user: SessionUser, language: Language): Promise<Buffer> {
  return templateWorkbook(language, findOrg(user.orgId)?.country ?? null);
}
