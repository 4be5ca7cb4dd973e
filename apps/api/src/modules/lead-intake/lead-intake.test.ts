import type { CallingList, CreateLeadResult, LeadImportResult } from '@leadline/contracts';
import { XLSX_CONTENT_TYPE } from '@leadline/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { LEAD_IMPORT_HEADERS, readFirstSheet, xlsxWorkbook } from '../../testing/xlsx-fixtures.js';

const DAY = 86_400_000;
const XLSX = XLSX_CONTENT_TYPE;
/** A multipart/form-data body with one file part. */
function multipart(data: Buffer, fileName = 'leads.xlsx', field = 'file') {
  const boundary = `----leadline${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${XLSX}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Campaign = { id: number; lists: number[] };

describe('lead intake: create-lead, duplicates, import from .xlsx', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const token = async (user: string) => {
    tokens[user] ??= await server.login(user);
    return tokens[user];
  };
  let vn1Campaign: Campaign;
  let vn4Campaign: Campaign;
  let th1Campaign: Campaign;
  let phoneSeq = 0;
  /** A Vietnamese mobile no demo lead has (the demo subscribers are random 7-digit numbers). */
  const freshPhone = () => {
    phoneSeq += 1;
    return `0398 ${String(100 + phoneSeq).padStart(3, '0')} 9${String(phoneSeq).padStart(2, '0')}`;
  };
  const e164Of = (phone: string) => `+84${phone.replace(/\s/g, '').slice(1)}`;

  const db = () => server.engine.db;
  const campaignOf = async (orgId: number) => {
    const campaign = await db()
      .selectFrom('campaigns')
      .select('id')
      .where('orgId', '=', orgId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const lists = await db()
      .selectFrom('callingLists')
      .select('id')
      .where('campaignId', '=', campaign.id)
      .orderBy('id')
      .execute();
    return { id: campaign.id, lists: lists.map((list) => list.id) };
  };
  const countOf = async (table: 'leads' | 'leadImports' | 'history') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const leadRow = (id: number) =>
    db().selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const create = async (body: Record<string, unknown>, user = 'vn1.marketing', language = 'en') =>
    server.call<CreateLeadResult>({
      method: 'POST',
      url: '/api/lead',
      token: await token(user),
      payload: { campaignId: vn1Campaign.id, ...body },
      headers: { 'accept-language': language },
    });
  const upload = async (
    data: Buffer,
    options: { user?: string; campaign?: Campaign; listId?: number; fileName?: string } = {},
  ) => {
    const { user = 'vn1.marketing', campaign = vn1Campaign, fileName = 'leads.xlsx' } = options;
    const listId = options.listId ?? campaign.lists[0]!;
    const body = multipart(data, fileName);
    return server.call<LeadImportResult>({
      method: 'POST',
      url: `/api/lead/excel/upload/${campaign.id}/${listId}`,
      token: await token(user),
      payload: body.payload,
      headers: body.headers,
    });
  };
  const download = async (importId: number, user = 'vn1.marketing', language = 'en') =>
    server.app.inject({
      method: 'POST',
      url: '/api/lead/excel/download',
      headers: { authorization: `Bearer ${await token(user)}`, 'accept-language': language },
      payload: { importId },
    });

  beforeAll(async () => {
    // No background work: the demo's parcels and sends write history rows of their own, which the
    // "stores nothing" checks would count.
    server = await startTestServer({ JOB_POLL_MS: '0', LOGISTICS_SIM_TICK_MS: '0' });
    [vn1Campaign, vn4Campaign, th1Campaign] = await Promise.all([
      campaignOf(4),
      campaignOf(15),
      campaignOf(10),
    ]);
  });
  afterAll(() => server.close());

  describe('POST /api/lead', () => {
    it('creates a lead and answers code 0 with its id; the phone is stored raw and as E.164, with history', async () => {
      const phone = freshPhone();
      const { status, body } = await create({
        customerName: 'Trần Thị Bích',
        phone,
        sourcePublisher: 'pub-42',
        clickId: 'clk-abc',
        note: 'Gọi sau 18h',
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        code: 0,
        message: 'Lead created.',
        data: { duplicate: false, duplicateOfId: null },
      });
      const lead = await leadRow(body.data.leadId);
      expect(lead).toMatchObject({
        orgId: 4,
        campaignId: vn1Campaign.id,
        callingListId: vn1Campaign.lists[0],
        customerName: 'Trần Thị Bích',
        phoneRaw: phone,
        phoneE164: e164Of(phone),
        leadStatus: 1,
        duplicateOfId: null,
        sourcePublisher: 'pub-42',
        clickId: 'clk-abc',
        assigneeId: null,
      });
      expect(lead.sourceNetwork).toBeTruthy();
      expect(lead.offerProductId).not.toBeNull();
      const history = await db()
        .selectFrom('history')
        .selectAll()
        .where('entityType', '=', 'lead')
        .where('entityId', '=', lead.id)
        .execute();
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({
        action: 'created',
        changes: { source: { channel: 'api', clickId: 'clk-abc' }, leadStatus: 1 },
      });
    });

    it('marks a lead Duplicated when its phone, in any format, matches an open lead of the org', async () => {
      const phone = freshPhone();
      const digits = phone.replace(/\s/g, '');
      const first = await create({ customerName: 'Lê Văn Cường', phone });
      for (const variant of [
        `+84 ${digits.slice(1)}`,
        `84${digits.slice(1)}`,
        `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
      ]) {
        const again = await create({ customerName: 'Lê Văn Cường', phone: variant });
        expect(again.body, variant).toMatchObject({
          code: 0,
          data: { duplicate: true, duplicateOfId: first.body.data.leadId },
        });
        expect(again.body.message).toBe(`Lead created as a duplicate of lead ${first.body.data.leadId}.`);
        expect(await leadRow(again.body.data.leadId)).toMatchObject({
          leadStatus: 8,
          duplicateOfId: first.body.data.leadId,
          phoneRaw: variant,
        });
      }
    });

    it('does not compare phones across orgs', async () => {
      const phone = freshPhone();
      await create({ customerName: 'Phạm Minh Đức', phone });
      const otherOrg = await create(
        { customerName: 'Phạm Minh Đức', phone, campaignId: vn4Campaign.id },
        'vn4.agent',
      );
      expect(otherOrg.body).toMatchObject({ code: 0, data: { duplicate: false, duplicateOfId: null } });
      expect(await leadRow(otherOrg.body.data.leadId)).toMatchObject({ orgId: 15, leadStatus: 1 });
    });

    it('counts a sale order for 30 days: after that the phone is new again', async () => {
      const phone = freshPhone();
      const first = await create({ customerName: 'Hoàng Thị Én', phone });
      const leadId = first.body.data.leadId;
      // The lead was approved 40 days ago into a sale order made 10 days ago.
      await db()
        .updateTable('leads')
        .set({ leadStatus: 2, createdAt: new Date(Date.now() - 40 * DAY) })
        .where('id', '=', leadId)
        .execute();
      const agent = await db()
        .selectFrom('users')
        .select('id')
        .where('userName', '=', 'vn1.agent')
        .executeTakeFirstOrThrow();
      const order = await db()
        .insertInto('saleOrders')
        .values({
          orgId: 4,
          leadId,
          createdBy: agent.id,
          currency: 'VND',
          subtotal: 390000,
          amount: 390000,
          paymentMethodId: 1,
          createdAt: new Date(Date.now() - 10 * DAY),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const within = await create({ customerName: 'Hoàng Thị Én', phone });
      expect(within.body.data).toMatchObject({ duplicate: true, duplicateOfId: leadId });

      await db()
        .updateTable('saleOrders')
        .set({ createdAt: new Date(Date.now() - 31 * DAY) })
        .where('id', '=', order.id)
        .execute();
      const after = await create({ customerName: 'Hoàng Thị Én', phone });
      expect(after.body.data).toMatchObject({ duplicate: false, duplicateOfId: null });
    });

    it('ignores leads in a final status and open leads older than 30 days', async () => {
      const rejected = freshPhone();
      const first = await create({ customerName: 'Vũ Văn Giang', phone: rejected });
      await db()
        .updateTable('leads')
        .set({ leadStatus: 3 })
        .where('id', '=', first.body.data.leadId)
        .execute();
      expect((await create({ customerName: 'Vũ Văn Giang', phone: rejected })).body.data.duplicate).toBe(
        false,
      );

      const old = freshPhone();
      const stale = await create({ customerName: 'Đỗ Thị Hạnh', phone: old });
      await db()
        .updateTable('leads')
        .set({ leadStatus: 5, createdAt: new Date(Date.now() - 31 * DAY) })
        .where('id', '=', stale.body.data.leadId)
        .execute();
      expect((await create({ customerName: 'Đỗ Thị Hạnh', phone: old })).body.data.duplicate).toBe(false);
    });

    it('makes one original of submissions of one phone arriving together (a double submit)', async () => {
      const phone = freshPhone();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => create({ customerName: 'Ngô Văn Khoa', phone })),
      );
      const originals = answers.filter((answer) => !answer.body.data.duplicate);
      expect(originals).toHaveLength(1);
      expect(
        new Set(answers.map((answer) => answer.body.data.duplicateOfId ?? answer.body.data.leadId)),
      ).toEqual(new Set([originals[0]!.body.data.leadId]));
    });

    it('takes the calling list, the address by id and null for absent fields', async () => {
      const hanoi = await db()
        .selectFrom('addressUnits')
        .select('id')
        .where('name', '=', 'Thành phố Hà Nội')
        .where('scheme', '=', 'VN2025')
        .executeTakeFirstOrThrow();
      const baDinh = await db()
        .selectFrom('addressUnits')
        .select('id')
        .where('name', '=', 'Phường Ba Đình')
        .where('parentId', '=', hanoi.id)
        .executeTakeFirstOrThrow();
      const { body } = await create({
        customerName: 'Bùi Thị Lan',
        phone: freshPhone(),
        callingListId: String(vn1Campaign.lists[1]),
        wardId: baDinh.id,
        street: 'Số 5 Phố Kim Mã',
        offerProductId: null,
        clickId: '',
      });
      expect(body.code).toBe(0);
      expect(await leadRow(body.data.leadId)).toMatchObject({
        callingListId: vn1Campaign.lists[1],
        provinceId: hanoi.id,
        districtId: null,
        wardId: baDinh.id,
        street: 'Số 5 Phố Kim Mã',
        clickId: null,
      });
      const wrongProvince = await create({
        customerName: 'X',
        phone: freshPhone(),
        provinceId: hanoi.id + 1,
        wardId: baDinh.id,
      });
      expect(wrongProvince.status).toBe(400);
      expect(wrongProvince.body.message).toMatch(/provinceId/);
    });

    it('assigns a lead an agent creates by hand to that agent; headquarters creates in the campaign’s org', async () => {
      const agentLead = await create({ customerName: 'Mai Văn Nam', phone: freshPhone() }, 'vn1.agent');
      const agent = await db()
        .selectFrom('users')
        .select('id')
        .where('userName', '=', 'vn1.agent')
        .executeTakeFirstOrThrow();
      expect(await leadRow(agentLead.body.data.leadId)).toMatchObject({ assigneeId: agent.id });
      expect((await leadRow(agentLead.body.data.leadId)).assignedAt).not.toBeNull();

      const hq = await create({ customerName: 'Lý Thị Oanh', phone: freshPhone() }, 'hq.admin');
      expect(hq.body.code).toBe(0);
      expect(await leadRow(hq.body.data.leadId)).toMatchObject({ orgId: 4, assigneeId: null });
    });

    it('refuses bad input with 400 validation_error and stores nothing', async () => {
      const before = await countOf('leads');
      // The rules' refusals name their field in the envelope's data, for the form to mark it.
      const cases: [Record<string, unknown>, RegExp, { field: string } | null][] = [
        [{ phone: freshPhone() }, /customerName/, null],
        [{ customerName: '   ', phone: freshPhone() }, /customerName/, null],
        [{ customerName: 'A' }, /phone/, null],
        [
          { customerName: 'A', phone: 'call me' },
          /phone: call me is not a valid mobile number of VN/,
          { field: 'phone' },
        ],
        [{ customerName: 'A', phone: '024 3825 1234' }, /not a valid mobile number/, { field: 'phone' }],
        [{ customerName: 'A', phone: '+66 81 234 5678' }, /not a valid mobile number/, { field: 'phone' }],
        [
          { customerName: 'A', phone: freshPhone(), campaignId: th1Campaign.id },
          /campaignId/,
          { field: 'campaignId' },
        ],
        [{ customerName: 'A', phone: freshPhone(), campaignId: 'abc' }, /campaignId/, null],
        [
          { customerName: 'A', phone: freshPhone(), callingListId: th1Campaign.lists[0] },
          /callingListId/,
          { field: 'callingListId' },
        ],
        [
          { customerName: 'A', phone: freshPhone(), offerProductId: 999_999 },
          /offerProductId/,
          { field: 'offerProductId' },
        ],
        [{ customerName: 'A', phone: freshPhone(), wardId: 999_999 }, /wardId/, { field: 'wardId' }],
      ];
      for (const [body, message, data] of cases) {
        const { status, body: answer } = await create(body);
        expect(status, JSON.stringify(body)).toBe(400);
        expect(answer, JSON.stringify(body)).toMatchObject({ code: 400, error: 'validation_error', data });
        expect(answer.message, JSON.stringify(body)).toMatch(message);
      }
      const vi = await create({ customerName: 'A', phone: '12' }, 'vn1.marketing', 'vi');
      expect(vi.body.message).toMatch(/không phải số di động hợp lệ/);
      expect(await countOf('leads')).toBe(before);
    });

    it('refuses roles that do not create leads', async () => {
      for (const user of ['vn1.cs', 'vn1.finance', 'vn1.auditor', 'vn1.validator']) {
        const { status, body } = await create({ customerName: 'A', phone: freshPhone() }, user);
        expect(status, user).toBe(403);
        expect(body.error).toBe('forbidden');
      }
    });
  });

  describe('import from .xlsx', () => {
    it('imports the good rows, duplicates as Duplicated, and keeps the failed rows with their reason', async () => {
      const existing = freshPhone();
      const existingLead = await create({ customerName: 'Already here', phone: existing });
      const phone = freshPhone();
      const digits = phone.replace(/\s/g, '');
      const file = await xlsxWorkbook([
        LEAD_IMPORT_HEADERS,
        [
          'Nguyễn Văn An',
          phone,
          'Hà Nội',
          null,
          'Ba Đình',
          'Số 12 Lê Lợi',
          'note 1',
          'TikTok Ads',
          'pub-1',
          'clk-1',
        ],
        ['Nguyễn Văn An', `+84${digits.slice(1)}`, null, null, null, null, null, null, null, null],
        ['Bad Phone', '12345', 'Hà Nội', null, null, null, null, null, null, null],
        [null, null, null, null, null, null, null, null, null, null],
        ['Returning', existing, null, null, null, null, null, null, null, null],
        ['No Zero', Number(digits.slice(1)) + 1, null, null, null, null, null, null, null, null],
        ['', freshPhone(), null, null, null, null, null, null, null, null],
        ['Lost Ward', freshPhone(), 'Hà Nội', null, 'Phường Không Có', null, null, null, null, null],
      ]);
      const leadsBefore = await countOf('leads');
      const { status, body } = await upload(file);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        code: 200,
        data: { totalRows: 7, importedRows: 4, duplicateRows: 2, failedRows: 3 },
        message: 'Imported 4 of 7 rows: 2 as duplicates, 3 failed.',
      });
      expect(await countOf('leads')).toBe(leadsBefore + 4);

      const imported = await db()
        .selectFrom('leads')
        .selectAll()
        .where('orgId', '=', 4)
        .where('id', '>', existingLead.body.data.leadId)
        .orderBy('id')
        .execute();
      const first = imported.find((lead) => lead.customerName === 'Nguyễn Văn An' && lead.leadStatus === 1)!;
      expect(first).toMatchObject({
        callingListId: vn1Campaign.lists[0],
        phoneE164: e164Of(phone),
        street: 'Số 12 Lê Lợi',
        sourceNetwork: 'TikTok Ads',
        sourcePublisher: 'pub-1',
        clickId: 'clk-1',
        note: 'note 1',
      });
      const ward = await db()
        .selectFrom('addressUnits')
        .select(['id', 'parentId', 'name'])
        .where('id', '=', first.wardId!)
        .executeTakeFirstOrThrow();
      expect(ward).toMatchObject({ name: 'Phường Ba Đình', parentId: first.provinceId });
      expect(imported.find((lead) => lead.phoneRaw === `+84${digits.slice(1)}`)).toMatchObject({
        leadStatus: 8,
        duplicateOfId: first.id,
      });
      expect(imported.find((lead) => lead.customerName === 'Returning')).toMatchObject({
        leadStatus: 8,
        duplicateOfId: existingLead.body.data.leadId,
      });
      expect(imported.find((lead) => lead.customerName === 'No Zero')).toMatchObject({
        leadStatus: 1,
        phoneE164: `+84${Number(digits.slice(1)) + 1}`,
      });
      const history = await db()
        .selectFrom('history')
        .select('changes')
        .where('entityId', '=', first.id)
        .where('entityType', '=', 'lead')
        .executeTakeFirstOrThrow();
      expect(history.changes).toMatchObject({ source: { channel: 'import', importId: body.data.importId } });

      const failed = await download(body.data.importId);
      expect(failed.statusCode).toBe(200);
      expect(failed.headers['content-type']).toBe(XLSX);
      expect(failed.headers['content-disposition']).toContain('filename="downloadImportFailed.xlsx"');
      const rows = await readFirstSheet(failed.rawPayload);
      expect(rows[0]).toEqual(['Row', ...LEAD_IMPORT_HEADERS, 'Reason']);
      expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[11]])).toEqual([
        ['4', 'Bad Phone', '12345', 'The phone is not a valid mobile number of the organisation’s country.'],
        ['8', '', expect.any(String), 'The name is empty.'],
        ['9', 'Lost Ward', expect.any(String), 'The ward was not found in this province or district.'],
      ]);
      const vi = await readFirstSheet((await download(body.data.importId, 'vn1.marketing', 'vi')).rawPayload);
      expect(vi[0]?.[11]).toBe('Lý do');
      expect(vi[1]?.[11]).toBe('Số điện thoại không phải số di động hợp lệ của quốc gia của tổ chức.');
    });

    it('reads Vietnamese headers in any case and without accents', async () => {
      const file = await xlsxWorkbook([
        ['TÊN KHÁCH HÀNG', 'so dien thoai', 'Tinh/Thanh pho', 'Phường/Xã', 'Cột khác'],
        ['Phan Văn Quý', freshPhone(), 'TP Hồ Chí Minh', 'Phường Sài Gòn', 'x'],
      ]);
      const { body } = await upload(file);
      expect(body.data).toMatchObject({ totalRows: 1, importedRows: 1, failedRows: 0 });
    });

    it('matches Thai addresses by Thai or English names', async () => {
      const file = await xlsxWorkbook([
        ['Name', 'Phone', 'Province', 'District', 'Ward'],
        ['สมชาย ใจดี', '081 234 5601', 'กรุงเทพมหานคร', 'เขตพระนคร', 'แขวงพระบรมมหาราชวัง'],
        ['Somsak', '+66 81 234 5602', 'Bangkok', 'Phra Nakhon', null],
        ['Somying', '0812345603', 'กรุงเทพมหานคร', 'พระนคร', null],
      ]);
      const { body } = await upload(file, { user: 'th1.manager', campaign: th1Campaign });
      expect(body.data).toMatchObject({ totalRows: 3, importedRows: 3, failedRows: 0 });
      const leads = await db()
        .selectFrom('leads')
        .select(['provinceId', 'districtId', 'wardId'])
        .where('orgId', '=', 10)
        .where('phoneE164', 'in', ['+66812345601', '+66812345602', '+66812345603'])
        .execute();
      expect(new Set(leads.map((lead) => lead.districtId)).size).toBe(1);
      expect(leads.every((lead) => lead.provinceId !== null && lead.districtId !== null)).toBe(true);
    });

    it('gives a template, in the caller’s language, that imports as it is', async () => {
      for (const [user, campaign, language, header] of [
        ['vn1.team-leader', vn1Campaign, 'vi', 'Tên khách hàng'],
        ['th1.manager', th1Campaign, 'en', 'Name'],
      ] as const) {
        const response = await server.app.inject({
          method: 'GET',
          url: '/api/lead/excel/template',
          headers: { authorization: `Bearer ${await token(user)}`, 'accept-language': language },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(XLSX);
        const rows = await readFirstSheet(response.rawPayload);
        expect(rows).toHaveLength(2);
        expect(rows[0]?.[0]).toBe(header);
        const { body } = await upload(response.rawPayload, { user, campaign });
        expect(body.data, user).toMatchObject({ totalRows: 1, importedRows: 1, failedRows: 0 });
      }
    });

    it('refuses a file that is not an .xlsx workbook with a clear message and stores nothing', async () => {
      const before = await Promise.all([countOf('leads'), countOf('leadImports'), countOf('history')]);
      const files: [Buffer, RegExp][] = [
        [Buffer.from('Name,Phone\nAn,0912345678\n'), /not an Excel workbook/],
        [Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]), /not an Excel workbook/],
        [await xlsxWorkbook([['Name', 'Mobile number']]), /missing: Phone/],
        [await xlsxWorkbook([LEAD_IMPORT_HEADERS]), /no rows/],
        [
          Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(5 * 1024 * 1024)]),
          /larger than 5 MB/,
        ],
      ];
      for (const [file, message] of files) {
        const { status, body } = await upload(file, { fileName: 'leads.csv' });
        expect(status).toBe(400);
        expect(body).toMatchObject({ code: 400, error: 'validation_error', data: null });
        expect(body.message).toMatch(message);
      }
      const json = await server.call({
        method: 'POST',
        url: `/api/lead/excel/upload/${vn1Campaign.id}/${vn1Campaign.lists[0]}`,
        token: await token('vn1.marketing'),
        payload: { file: 'x' },
      });
      expect(json.status).toBe(400);
      expect(json.body.message).toMatch(/multipart\/form-data/);
      expect(await Promise.all([countOf('leads'), countOf('leadImports'), countOf('history')])).toEqual(
        before,
      );
    });

    it('refuses more rows than the limit', async () => {
      const rows: (string | number)[][] = [['Name', 'Phone']];
      for (let index = 0; index <= 20_000; index += 1) rows.push([`Lead ${index}`, 912_000_000 + index]);
      const { status, body } = await upload(await xlsxWorkbook(rows));
      expect(status).toBe(400);
      expect(body.message).toBe('The file has more than 20,000 rows. Split it into smaller files.');
    });

    it('refuses another org’s campaign or a calling list of another campaign', async () => {
      const file = await xlsxWorkbook([LEAD_IMPORT_HEADERS, ['A', freshPhone()]]);
      const other = await upload(file, { campaign: th1Campaign });
      expect(other.status).toBe(400);
      expect(other.body.message).toMatch(/campaignId/);
      const wrongList = await upload(file, { listId: th1Campaign.lists[0]! });
      expect(wrongList.status).toBe(400);
      expect(wrongList.body.message).toMatch(/callingListId/);
    });

    it('answers 404 for the failed rows of another org’s import', async () => {
      const { body } = await upload(await xlsxWorkbook([LEAD_IMPORT_HEADERS, ['Bad', '1']]));
      expect(body.data.failedRows).toBe(1);
      const other = await download(body.data.importId, 'th1.manager');
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ code: 404, error: 'not_found', data: null });
      expect((await download(2_000_000_000)).statusCode).toBe(404);
      expect((await download(body.data.importId, 'hq.admin')).statusCode).toBe(200);
    });

    it('refuses import, template and failed rows to roles below team leader (marketing aside)', async () => {
      const file = await xlsxWorkbook([LEAD_IMPORT_HEADERS, ['A', freshPhone()]]);
      for (const user of ['vn1.agent', 'vn1.cs', 'vn1.validator', 'vn1.auditor']) {
        const imported = await upload(file, { user });
        expect(imported.status, user).toBe(403);
        const template = await server.call({
          method: 'GET',
          url: '/api/lead/excel/template',
          token: await token(user),
        });
        expect(template.status, user).toBe(403);
      }
      for (const user of ['vn1.team-leader', 'vn1.manager', 'vn1.director', 'vn1.org-admin']) {
        expect(
          (await upload(await xlsxWorkbook([LEAD_IMPORT_HEADERS, ['A', freshPhone()]]), { user })).status,
          user,
        ).toBe(200);
      }
    });
  });

  describe('GET /api/campaign/:id/callinglist', () => {
    it('lists the calling lists of a campaign of the org; another org’s campaign is not found', async () => {
      const { body } = await server.call<CallingList[]>({
        method: 'GET',
        url: `/api/campaign/${vn1Campaign.id}/callinglist`,
        token: await token('vn1.agent'),
      });
      expect(body.code).toBe(200);
      expect(body.data.map((list) => list.id)).toEqual(vn1Campaign.lists);
      expect(body.data[0]).toMatchObject({ orgId: 4, campaignId: vn1Campaign.id, name: 'List 1' });
      const other = await server.call({
        method: 'GET',
        url: `/api/campaign/${th1Campaign.id}/callinglist`,
        token: await token('vn1.agent'),
      });
      expect(other.status).toBe(404);
    });
  });

  it('keeps a demo lead phone format consistent with intake (E.164)', async () => {
    const { rows } = await sql<{
      ok: boolean;
    }>`SELECT bool_and(phone_e164 ~ '^\\+[0-9]{8,15}$') AS ok FROM leads WHERE phone_e164 IS NOT NULL`.execute(
      db(),
    );
    expect(rows[0]?.ok).toBe(true);
  });
});
