import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePartner } from '../../testing/fake-partner-server.js';
import { DhlPartner } from './dhl-partner.js';
import { GeneralPartner } from './general-partner.js';
import { KerryPartner } from './kerry-partner.js';
import type { OutgoingDeliveryOrder, PartnerSettings } from './partner.js';
import { SapPartner } from './sap-partner.js';

/**
 * Each hanging partner below costs this once; the answering ones must answer within it on a loaded
 * machine too (300 ms timed out the first call, a token then a manifest, beside other files).
 */
const TIMEOUT_MS = 1_500;

const order = (overrides: Partial<OutgoingDeliveryOrder> = {}): OutgoingDeliveryOrder => ({
  id: 42,
  orgId: 2,
  orgCode: 'VN1',
  country: 'VN',
  saleOrderId: 4200,
  leadId: 9000,
  attempt: 0,
  codAmount: 690_000,
  orderAmount: 690_000,
  currency: 'VND',
  receiver: {
    name: 'Nguyễn Văn A',
    phone: '+84901234567',
    street: '12 Lê Lợi',
    ward: 'Phường Bến Nghé',
    district: 'Quận 1',
    province: 'Hồ Chí Minh',
    postalCode: '700000',
  },
  items: [
    { sku: 'SKU-1', name: 'Slim tea', quantity: 2 },
    { sku: 'SKU-2', name: 'Gift box', quantity: 1 },
  ],
  note: 'Call before delivery',
  ...overrides,
});

const settingsFor = (
  partner: PartnerSettings['partner'],
  baseUrl: string,
  extra: Partial<PartnerSettings> = {},
) => ({
  orgId: 2,
  partner,
  baseUrl,
  credentials: {},
  options: {},
  webhookSecret: null,
  enabled: true,
  ...extra,
});

describe('logistics: the HTTP partner adapters against a partner of the test', () => {
  let fake: Awaited<ReturnType<typeof startFakePartner>>;
  beforeAll(async () => {
    fake = await startFakePartner();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.received.length = 0;
  });

  describe('DHL eCommerce Asia (PARTNERS.md 2.2)', () => {
    const dhl = new DhlPartner({ timeoutMs: TIMEOUT_MS });
    const settings = settingsFor('dhl', '', {
      credentials: { clientId: 'client-7', password: 'p@ss' },
      options: {
        pickupAccountId: '5999999201',
        soldToAccountId: '5999999201',
        shipper: { companyName: 'Leadline VN', city: 'Hồ Chí Minh', country: 'VN', phone: '0281234567' },
      },
    });
    const tokenOk = {
      status: 200,
      body: {
        accessTokenResponse: { token: 'tok-1', responseStatus: { code: '100000', message: 'SUCCESS' } },
      },
    };
    const manifestOk = {
      status: 200,
      body: {
        manifestResponse: {
          hdr: { messageType: 'SHIPMENT' },
          bd: {
            responseStatus: { code: '200', message: 'SUCCESS' },
            shipmentItems: [{ shipmentID: 'VN1000000042', deliveryConfirmationNo: '5212345678' }],
          },
        },
      },
    };
    const withBase = () => ({ ...settings, baseUrl: fake.url });

    it('gets a token, then posts the manifest with the COD, and maps the answer', async () => {
      fake.answer('GET', '/rest/v1/OAuth/AccessToken', tokenOk);
      fake.answer('POST', '/rest/v3/Shipment', manifestOk);
      expect(await dhl.send(order(), withBase())).toEqual({
        ok: true,
        trackingCode: 'VN1000000042',
        partnerReference: '5212345678',
      });
      const [token] = fake.to('/rest/v1/OAuth/AccessToken');
      expect(Object.fromEntries(token!.query)).toEqual({
        clientId: 'client-7',
        password: 'p@ss',
        returnFormat: 'json',
      });
      const [shipment] = fake.to('/rest/v3/Shipment');
      expect(shipment!.body).toMatchObject({
        manifestRequest: {
          hdr: {
            messageType: 'SHIPMENT',
            accessToken: 'tok-1',
            messageVersion: '1.0',
            messageLanguage: 'en',
          },
          bd: {
            pickupAccountId: '5999999201',
            soldToAccountId: '5999999201',
            pickupAddress: { companyName: 'Leadline VN', country: 'VN' },
            shipperAddress: { companyName: 'Leadline VN' },
            shipmentItems: [
              {
                shipmentID: 'VN1000000042',
                consigneeAddress: {
                  name: 'Nguyễn Văn A',
                  address1: '12 Lê Lợi',
                  state: 'Hồ Chí Minh',
                  country: 'VN',
                  postCode: '700000',
                  phone: '+84901234567',
                },
                productCode: 'PDO',
                totalWeightUOM: 'G',
                currency: 'VND',
                codValue: 690_000,
                totalValue: 690_000,
                returnMode: '02',
              },
            ],
          },
        },
      });
      expect(
        (shipment!.body as { manifestRequest: { hdr: { messageDateTime: string } } }).manifestRequest.hdr
          .messageDateTime,
      ).toMatch(/^\d{4}-\d\d-\d\dT/);
    });

    it('sends no codValue for a prepaid order', async () => {
      fake.answer('GET', '/rest/v1/OAuth/AccessToken', tokenOk);
      fake.answer('POST', '/rest/v3/Shipment', manifestOk);
      await dhl.send(order({ codAmount: 0 }), withBase());
      const item = (
        fake.to('/rest/v3/Shipment')[0]!.body as { manifestRequest: { bd: { shipmentItems: object[] } } }
      ).manifestRequest.bd.shipmentItems[0];
      expect(item).not.toHaveProperty('codValue');
    });

    it('maps refusals (not retryable), 5xx and timeouts (retryable)', async () => {
      fake.answer('GET', '/rest/v1/OAuth/AccessToken', {
        status: 200,
        body: {
          accessTokenResponse: {
            responseStatus: { code: '100099', message: 'input parameter(s) does not match any client' },
          },
        },
      });
      expect(await dhl.send(order(), withBase())).toEqual({
        ok: false,
        reason: 'dhl_auth_100099: input parameter(s) does not match any client',
        retryable: false,
      });
      fake.answer('GET', '/rest/v1/OAuth/AccessToken', tokenOk);
      fake.answer('POST', '/rest/v3/Shipment', {
        status: 200,
        body: {
          manifestResponse: {
            bd: { responseStatus: { code: '204', messageDetails: [{ messageDetail: 'Invalid postCode' }] } },
          },
        },
      });
      expect(await dhl.send(order(), withBase())).toEqual({
        ok: false,
        reason: 'dhl_204: Invalid postCode',
        retryable: false,
      });
      fake.answer('POST', '/rest/v3/Shipment', { status: 400, body: { error: 'bad request' } });
      expect(await dhl.send(order(), withBase())).toMatchObject({
        ok: false,
        retryable: false,
        reason: /^http_400/,
      });
      fake.answer('POST', '/rest/v3/Shipment', { status: 503, body: { error: 'maintenance' } });
      expect(await dhl.send(order(), withBase())).toMatchObject({
        ok: false,
        retryable: true,
        reason: /^http_503/,
      });
      fake.answer('POST', '/rest/v3/Shipment', 'hang');
      expect(await dhl.send(order(), withBase())).toEqual({ ok: false, reason: 'timeout', retryable: true });
    });

    it('polls tracking and reads each event as a status', async () => {
      fake.answer('GET', '/rest/v1/OAuth/AccessToken', tokenOk);
      fake.answer('POST', '/rest/v3/Tracking', {
        status: 200,
        body: {
          trackItemResponse: {
            bd: {
              shipmentItems: [
                {
                  shipmentID: 'VN1000000042',
                  events: [
                    {
                      status: '71005',
                      description: 'Shipment picked up',
                      dateTime: '2026-11-20 09:00:00',
                      timezone: 'LT',
                    },
                    {
                      status: '77015',
                      description: 'Processed at delivery facility',
                      dateTime: '2026-11-21T07:00:00+07:00',
                    },
                    {
                      status: '77093',
                      description: 'Successfully delivered',
                      dateTime: '2026-11-21T15:00:00+07:00',
                    },
                  ],
                },
              ],
              responseStatus: { code: '200', message: 'SUCCESS' },
            },
          },
        },
      });
      const reports = await dhl.track('VN1000000042', withBase());
      expect(reports.map((report) => report.status)).toEqual([3, 4, 5]);
      expect(reports[2]).toMatchObject({
        trackingCode: 'VN1000000042',
        partnerStatus: '77093: Successfully delivered',
        occurredAt: new Date('2026-11-21T15:00:00+07:00'),
      });
      expect(fake.to('/rest/v3/Tracking')[0]!.body).toMatchObject({
        trackItemRequest: {
          hdr: { messageType: 'TRACKITEM', accessToken: 'tok-1' },
          bd: { pickupAccountId: '5999999201', ePODRequired: 'Y', trackingReferenceNumber: ['VN1000000042'] },
        },
      });
    });
  });

  describe('DHL Express, MyDHL API (PARTNERS.md 2.1), chosen with options.api = mydhl', () => {
    const dhl = new DhlPartner({ timeoutMs: TIMEOUT_MS });
    const withBase = () =>
      settingsFor('dhl', `${fake.url}/mydhlapi`, {
        credentials: { userName: 'apiUser', password: 'apiPass' },
        options: {
          api: 'mydhl',
          accountNumber: '123456789',
          shipper: {
            companyName: 'Leadline VN',
            postalCode: '700000',
            cityName: 'Ho Chi Minh',
            countryCode: 'VN',
            addressLine1: '1 Le Duan',
            phone: '0281234567',
          },
        },
      });
    const prepaid = () => order({ codAmount: 0 });

    it('posts /shipments with Basic auth and x-version, and takes shipmentTrackingNumber', async () => {
      fake.answer('POST', '/mydhlapi/shipments', {
        status: 201,
        body: {
          shipmentTrackingNumber: '1234567890',
          dispatchConfirmationNumber: 'PRG201220123456',
          packages: [],
        },
      });
      expect(await dhl.send(prepaid(), withBase())).toEqual({
        ok: true,
        trackingCode: '1234567890',
        partnerReference: 'PRG201220123456',
      });
      const [request] = fake.to('/mydhlapi/shipments');
      expect(request!.headers).toMatchObject({
        authorization: `Basic ${Buffer.from('apiUser:apiPass').toString('base64')}`,
        'x-version': '2.12.0',
      });
      expect(request!.body).toMatchObject({
        plannedShippingDateAndTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d GMT\+00:00$/),
        pickup: { isRequested: false },
        productCode: 'I',
        accounts: [{ typeCode: 'shipper', number: '123456789' }],
        customerDetails: {
          shipperDetails: {
            postalAddress: {
              postalCode: '700000',
              cityName: 'Ho Chi Minh',
              countryCode: 'VN',
              addressLine1: '1 Le Duan',
            },
            contactInformation: { phone: '0281234567', companyName: 'Leadline VN', fullName: 'Leadline VN' },
          },
          receiverDetails: {
            postalAddress: {
              postalCode: '700000',
              cityName: 'Quận 1',
              countryCode: 'VN',
              addressLine1: '12 Lê Lợi',
            },
            contactInformation: {
              phone: '+84901234567',
              companyName: 'Nguyễn Văn A',
              fullName: 'Nguyễn Văn A',
            },
          },
        },
        content: {
          packages: [{ weight: 0.5, dimensions: { length: 1, width: 1, height: 1 } }],
          isCustomsDeclarable: false,
          incoterm: 'DAP',
          unitOfMeasurement: 'metric',
        },
      });
    });

    it('refuses a COD order without calling (MyDHL has no COD), maps 4xx, 5xx and timeouts', async () => {
      expect(await dhl.send(order(), withBase())).toMatchObject({
        ok: false,
        retryable: false,
        reason: /^cod_not_supported/,
      });
      expect(fake.to('/mydhlapi/shipments')).toHaveLength(0);
      fake.answer('POST', '/mydhlapi/shipments', {
        status: 422,
        body: {
          instance: '/shipments',
          title: 'Unprocessable',
          status: '422',
          detail: 'Invalid postal code',
        },
      });
      expect(await dhl.send(prepaid(), withBase())).toEqual({
        ok: false,
        reason: 'http_422: Invalid postal code',
        retryable: false,
      });
      fake.answer('POST', '/mydhlapi/shipments', { status: 500, body: { title: 'Internal error' } });
      expect(await dhl.send(prepaid(), withBase())).toMatchObject({
        ok: false,
        retryable: true,
        reason: /^http_500/,
      });
      fake.answer('POST', '/mydhlapi/shipments', 'hang');
      expect(await dhl.send(prepaid(), withBase())).toEqual({
        ok: false,
        reason: 'timeout',
        retryable: true,
      });
    });

    it('reads the checkpoints of GET /shipments/{number}/tracking', async () => {
      fake.answer('GET', '/mydhlapi/shipments/1234567890/tracking', {
        status: 200,
        body: {
          shipments: [
            {
              shipmentTrackingNumber: '1234567890',
              events: [
                {
                  date: '2026-11-20',
                  time: '09:10:00',
                  GMTOffset: '+07:00',
                  typeCode: 'PU',
                  description: 'Shipment picked up',
                },
                {
                  date: '2026-11-20',
                  time: '21:00:00',
                  GMTOffset: '+07:00',
                  typeCode: 'DF',
                  description: 'Departed Facility',
                },
                {
                  date: '2026-11-21',
                  time: '14:30:00',
                  GMTOffset: '+07:00',
                  typeCode: 'OK',
                  description: 'Delivered',
                },
              ],
            },
          ],
        },
      });
      const reports = await dhl.track('1234567890', withBase());
      expect(reports.map((report) => [report.status, report.partnerStatus])).toEqual([
        [3, 'PU: Shipment picked up'],
        [4, 'DF: Departed Facility'],
        [5, 'OK: Delivered'],
      ]);
      expect(reports[2]!.occurredAt).toEqual(new Date('2026-11-21T07:30:00Z'));
      expect(fake.to('/mydhlapi/shipments/1234567890/tracking')[0]!.headers['x-version']).toBe('2.12.0');
    });
  });

  describe('Kerry Express Smart-EDI (PARTNERS.md 3)', () => {
    const kerry = new KerryPartner({ timeoutMs: TIMEOUT_MS });
    const path = '/ediwebapi/SmartEDI/shipment_info';
    const withBase = () =>
      settingsFor('kerry', `${fake.url}/ediwebapi`, {
        credentials: { appId: 'app-9', appKey: 'key-9' },
        options: {
          sender: { name: 'Leadline TH', province: 'Bangkok', zipcode: '10110', mobile: '021234567' },
        },
      });
    const thOrder = () =>
      order({ orgCode: 'TH1', country: 'TH', currency: 'THB', codAmount: 123_450, orderAmount: 123_450 });

    it('posts the shipment with app_id and app_key, and takes con_no as the tracking code', async () => {
      fake.answer('POST', path, {
        status: 200,
        body: { res: { shipment: { con_no: 'TH1000000042', status_code: '000', status_desc: 'Success' } } },
      });
      expect(await kerry.send(thOrder(), withBase())).toEqual({
        ok: true,
        trackingCode: 'TH1000000042',
        partnerReference: null,
      });
      const [request] = fake.to(path);
      expect(request!.headers).toMatchObject({
        app_id: 'app-9',
        app_key: 'key-9',
        'content-type': 'application/json',
      });
      expect(request!.body).toMatchObject({
        req: {
          shipment: {
            con_no: 'TH1000000042',
            s_name: 'Leadline TH',
            s_province: 'Bangkok',
            s_zipcode: '10110',
            s_mobile1: '021234567',
            r_name: 'Nguyễn Văn A',
            r_address: '12 Lê Lợi',
            r_district: 'Quận 1',
            r_province: 'Hồ Chí Minh',
            r_zipcode: '700000',
            r_mobile1: '+84901234567',
            service_code: 'ND',
            cod_amount: 1234.5,
            cod_type: 'COD',
            tot_pkg: 1,
            ref_no: 'SO4200',
            action_code: 'A',
          },
        },
      });
    });

    it('sends CASH with 0 for a prepaid order', async () => {
      fake.answer('POST', path, {
        status: 200,
        body: { res: { shipment: { con_no: 'X', status_code: '000' } } },
      });
      await kerry.send({ ...thOrder(), codAmount: 0 }, withBase());
      expect(fake.to(path)[0]!.body).toMatchObject({
        req: { shipment: { cod_amount: 0, cod_type: 'CASH' } },
      });
    });

    it('maps a refusal code and a 4xx (not retryable), a 5xx and a timeout (retryable)', async () => {
      fake.answer('POST', path, {
        status: 200,
        body: {
          res: { shipment: { con_no: 'TH1000000042', status_code: '101', status_desc: 'Invalid zipcode' } },
        },
      });
      expect(await kerry.send(thOrder(), withBase())).toEqual({
        ok: false,
        reason: 'kerry_101: Invalid zipcode',
        retryable: false,
      });
      fake.answer('POST', path, { status: 401, body: { message: 'invalid app_key' } });
      expect(await kerry.send(thOrder(), withBase())).toMatchObject({
        ok: false,
        retryable: false,
        reason: /^http_401/,
      });
      fake.answer('POST', path, { status: 502, body: {} });
      expect(await kerry.send(thOrder(), withBase())).toMatchObject({
        ok: false,
        retryable: true,
        reason: /^http_502/,
      });
      fake.answer('POST', path, 'hang');
      expect(await kerry.send(thOrder(), withBase())).toEqual({
        ok: false,
        reason: 'timeout',
        retryable: true,
      });
    });

    it('reads Kerry’s status push: POD is delivered, others by their description', () => {
      const push = (code: string, description: string) => ({
        req: {
          status: {
            con_no: 'TH1000000042',
            status_code: code,
            status_desc: description,
            status_date: '2026-11-21T10:00:00+07:00',
          },
        },
      });
      expect(kerry.parseWebhook({}, push('POD', 'Delivered'))).toMatchObject([
        {
          trackingCode: 'TH1000000042',
          status: 5,
          partnerStatus: 'POD: Delivered',
          occurredAt: new Date('2026-11-21T03:00:00Z'),
        },
      ]);
      expect(kerry.parseWebhook({}, push('091', 'Return to shipper'))[0]!.status).toBe(6);
      expect(kerry.parseWebhook({}, push('020', 'Arrived at hub'))[0]!.status).toBe(4);
      expect(kerry.parseWebhook({}, { nothing: true })).toEqual([]);
    });
  });

  describe('SAP Business One Service Layer (PARTNERS.md 4.1)', () => {
    const sap = new SapPartner({ timeoutMs: TIMEOUT_MS });
    const withBase = () =>
      settingsFor('sap', fake.url, {
        credentials: { companyDb: 'SBODEMO', userName: 'manager', password: 'secret' },
        options: { cardCode: 'C-COD', warehouseCode: '01' },
      });
    const loginOk = {
      status: 200,
      body: { SessionId: 'sess-1', SessionTimeout: 30 },
      headers: { 'set-cookie': ['B1SESSION=sess-1; path=/b1s; HttpOnly', 'ROUTEID=.node1; path=/b1s'] },
    };

    it('logs in, posts the DeliveryNote with the session cookies, and keeps DocEntry', async () => {
      fake.answer('POST', '/b1s/v1/Login', loginOk);
      fake.answer('POST', '/b1s/v1/DeliveryNotes', { status: 201, body: { DocEntry: 777, DocNum: 1234 } });
      fake.answer('POST', '/b1s/v1/Logout', { status: 204 });
      expect(await sap.send(order(), withBase())).toEqual({
        ok: true,
        trackingCode: null,
        partnerReference: '777',
      });
      expect(fake.to('/b1s/v1/Login')[0]!.body).toEqual({
        CompanyDB: 'SBODEMO',
        UserName: 'manager',
        Password: 'secret',
      });
      const [note] = fake.to('/b1s/v1/DeliveryNotes');
      expect(note!.headers.cookie).toBe('B1SESSION=sess-1; ROUTEID=.node1');
      expect(note!.body).toEqual({
        CardCode: 'C-COD',
        PickRemark: 'Leadline DO 42 SO 4200 COD 690000 VND',
        DocumentLines: [
          { ItemCode: 'SKU-1', Quantity: 2, WarehouseCode: '01' },
          { ItemCode: 'SKU-2', Quantity: 1, WarehouseCode: '01' },
        ],
      });
    });

    it('maps SAP’s error answer and a failed login (not retryable), a 5xx and a timeout (retryable)', async () => {
      fake.answer('POST', '/b1s/v1/Login', loginOk);
      fake.answer('POST', '/b1s/v1/DeliveryNotes', {
        status: 400,
        body: { error: { code: -5002, message: { lang: 'en-us', value: 'Item SKU-1 not found' } } },
      });
      expect(await sap.send(order(), withBase())).toEqual({
        ok: false,
        reason: 'http_400: Item SKU-1 not found',
        retryable: false,
      });
      fake.answer('POST', '/b1s/v1/DeliveryNotes', {
        status: 500,
        body: { error: { code: -1, message: { value: 'Internal' } } },
      });
      expect(await sap.send(order(), withBase())).toMatchObject({
        ok: false,
        retryable: true,
        reason: 'http_500: Internal',
      });
      fake.answer('POST', '/b1s/v1/DeliveryNotes', 'hang');
      expect(await sap.send(order(), withBase())).toEqual({ ok: false, reason: 'timeout', retryable: true });
      fake.answer('POST', '/b1s/v1/Login', {
        status: 401,
        body: { error: { code: 100000027, message: { value: 'Fail to get DB Credentials' } } },
      });
      expect(await sap.send(order(), withBase())).toEqual({
        ok: false,
        reason: 'http_401: login: Fail to get DB Credentials',
        retryable: false,
      });
    });
  });

  it('general: records the DO as handed over, with no tracking code yet', async () => {
    expect(await new GeneralPartner().send()).toEqual({
      ok: true,
      trackingCode: null,
      partnerReference: null,
    });
  });

  it('an unreachable partner may pass (retryable)', async () => {
    const dhl = new DhlPartner({ timeoutMs: TIMEOUT_MS });
    expect(await dhl.send(order(), settingsFor('dhl', 'http://127.0.0.1:1'))).toEqual({
      ok: false,
      reason: 'unreachable',
      retryable: true,
    });
  });
});
