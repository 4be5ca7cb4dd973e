import type { LocaleShape } from '../../locales/locale-shape.js';

/** Texts of order validation (/apps/orders/validation), its dialogs, export and refusals. */
export const validationEn = {
  SUBTITLE: 'Sale orders waiting for validation: approve them to create their delivery order, or cancel them',
  FILTER: {
    STATUS: 'SO status',
    VALIDATION_STATUS: 'Validation status',
    CAMPAIGN: 'Campaign',
    AGENT: 'Seller',
    PAYMENT_METHOD: 'Payment method',
    DATE_FROM: 'From',
    DATE_TO: 'To',
    SEARCH: 'Phone, name or SO ID',
    SEARCH_PLACEHOLDER: 'Customer name, phone digits, SO or lead ID',
    ALL: 'All',
    ORG: 'Organisation',
  },
  COLUMN: {
    SO_ID: 'SO ID',
    LEAD_ID: 'Lead ID',
    CUSTOMER: 'Customer',
    PHONE: 'Phone',
    ADDRESS: 'Address',
    PRODUCTS: 'Products',
    AMOUNT: 'Amount',
    CURRENCY: 'Currency',
    PAYMENT_METHOD: 'Payment method',
    AGENT: 'Seller',
    CAMPAIGN: 'Campaign',
    CREATED_AT: 'Created at',
    STATUS: 'SO status',
    VALIDATION_STATUS: 'Validation status',
    VALIDATED_BY: 'Validated by',
    VALIDATED_AT: 'Validated at',
    DO_DUE_AT: 'DO scheduled for',
    DO_ID: 'DO ID',
    OUT_OF_STOCK: 'Out of stock',
    ACTIONS: 'Actions',
  },
  APPROVE: 'Approve',
  CANCEL: 'Cancel order',
  CANCEL_REASON: 'Cancel reason',
  DELAY_CREATE_DO: 'Create the delivery order later',
  DELAY_TITLE: 'Create the delivery order at',
  PLAY_RECORDING: 'Play recording',
  EXPORT: 'Export',
  SHEET: 'Validation',
  APPROVE_LATER: 'Approve later',
  OPEN_DETAIL: 'Open the order',
  ROW_ACTIONS: 'Actions on order {{soId}}',
  EXPORT_PROGRESS: 'Preparing the file… {{size}}',
  EXPORT_FAILED: 'The export was interrupted. Please try again.',
  DELAY: {
    TEXT: 'Order {{soId}} is approved now; its delivery order is created at the time you choose ({{timeZone}}).',
    AT: 'Date and time',
    CONFIRM: 'Approve later',
  },
  CANCEL_DIALOG: {
    TITLE: 'Cancel order {{soId}}',
    TEXT: 'The order of {{customer}} is cancelled and its reserved stock is released.',
    CONFIRM: 'Cancel the order',
    KEEP: 'Keep the order',
  },
  RECORDINGS: {
    TITLE: 'Calls of lead {{leadId}}',
    TEXT: '{{customer}} · {{phone}}: choose a call to play its recording.',
  },
  DETAIL: {
    TITLE: 'Order {{soId}}',
    TITLE_LOADING: 'Order to validate',
    SUBTITLE: 'Check the order and the call, then approve or cancel it',
    BACK: 'Back to the list',
    NOT_FOUND: 'This order does not exist or is not yours to see.',
    CUSTOMER: 'Customer',
    ORDER: 'Order',
    LINES: 'Products',
    PRODUCT: 'Product',
    QUANTITY: 'Qty',
    PRICE: 'Price',
    LINE_AMOUNT: 'Amount',
    TOTAL: 'Total',
    FREE_ITEM: 'Gift',
    COMBO: 'Combo',
    OUT_OF_STOCK_HINT:
      'A product is out of stock: this order cannot be approved until the stock arrives or the order is changed.',
  },
  /** Why an order is not ready to ship, and how it is paid. */
  PAYMENT_STATE: {
    cod: 'COD',
    paid: 'Paid, verified',
    awaiting_transfer: 'Awaiting transfer',
  },
  BLOCK: {
    ADDRESS: 'Address incomplete: {{fields}}',
    ADDRESS_HINT:
      'The agent must complete the address (province, ward and street) before the order can be approved.',
    AWAITING_TRANSFER_HINT:
      'Prepaid order: it is approved once its transfer is verified, or shipped before payment by a manager with a reason.',
    OUT_OF_STOCK: 'Out of stock',
  },
  SHIP_BEFORE_PAYMENT: {
    ACTION: 'Ship before payment',
    TITLE: 'Ship order {{soId}} before payment',
    TEXT: 'No verified transfer covers this order yet. Its delivery order will collect {{due}} on delivery. Say why it ships now.',
    REASON: 'Reason',
    CONFIRM: 'Approve and ship',
  },
  /** Delivery risk (docs/delivery-risk.md): {{rate}} and {{baseRate}} come formatted as percentages. */
  RISK: {
    COLUMN: 'Delivery risk',
    TITLE: 'Delivery risk: {{probability}} (the org returns {{baseRate}})',
    BAND: { low: 'Low', medium: 'Medium', high: 'High' },
    FILTER: 'Risk',
    SORT: 'Order',
    SORT_NEWEST: 'Newest first',
    SORT_RISK: 'Riskiest first',
    CONFIRM_BY_CALL: 'High risk of return: call the customer to confirm the order before approving it.',
    NO_HISTORY: 'No past parcels to learn from yet.',
    REASON: {
      phone: 'This phone returned {{returned}} of {{parcels}} parcels',
      ward: 'The ward returns {{rate}} of parcels ({{returned}} of {{parcels}}) against {{baseRate}} overall',
      province:
        'The province returns {{rate}} of parcels ({{returned}} of {{parcels}}) against {{baseRate}} overall',
      product:
        'This product returns {{rate}} of parcels ({{returned}} of {{parcels}}) against {{baseRate}} overall',
      campaign:
        'This campaign returns {{rate}} of parcels ({{returned}} of {{parcels}}) against {{baseRate}} overall',
      source:
        'This lead source returns {{rate}} of parcels ({{returned}} of {{parcels}}) against {{baseRate}} overall',
      agent:
        'This seller’s orders return {{rate}} of parcels ({{returned}} of {{parcels}}) against {{baseRate}} overall',
      duplicates:
        'Orders placed with {{bin}} other orders of the same phone in the 3 days before return {{rate}} ({{returned}} of {{parcels}}) against {{baseRate}} overall',
      cancelled:
        'Orders of phones with {{bin}} orders cancelled at validation before return {{rate}} ({{returned}} of {{parcels}}) against {{baseRate}} overall',
      address:
        'Orders whose address has {{bin}} return {{rate}} ({{returned}} of {{parcels}}) against {{baseRate}} overall',
      value:
        'Orders worth {{bin}} their campaign’s usual order return {{rate}} ({{returned}} of {{parcels}}) against {{baseRate}} overall',
      talk: 'Orders sold in {{bin}} of talk return {{rate}} ({{returned}} of {{parcels}}) against {{baseRate}} overall',
      attempts:
        'Orders sold after {{bin}} calls to the customer return {{rate}} ({{returned}} of {{parcels}}) against {{baseRate}} overall',
    },
    /** The words of the bins a reason's sentence names (a bin without words here is said as it is). */
    BIN: {
      'no-ward': 'no ward',
      'no-street': 'no usable street (under 5 characters)',
      'value-low': 'under half of',
      'value-high': '1.5 to 3 times',
      'value-very-high': '3 times or more',
      'talk-short': 'under a minute',
      'talk-long': '5 minutes or more',
    },
  },
  YES: 'Yes',
  NO: 'No',
  /** Refusals of PUT SO/Validate. */
  ERROR: {
    OUT_OF_STOCK:
      'This order has a product out of stock ({{products}}): it cannot be approved until the stock arrives or the order is changed.',
    REASON_REQUIRED: 'Please choose the reason.',
    UNKNOWN_REASON: 'This cancel reason does not exist.',
    ALREADY_APPROVED: 'This order has already been approved: it cannot be cancelled here.',
    ALREADY_CANCELLED: 'This order has already been cancelled: it cannot be approved.',
    NOT_PENDING: 'This order is no longer waiting for validation.',
    VERSION_CONFLICT: 'This order was changed by someone else. Please reload it and try again.',
    DO_TIME_PAST: 'The time to create the delivery order must be in the future.',
    NOT_FOUND: 'This order does not exist.',
    ADDRESS_INCOMPLETE:
      'This order cannot be approved: its delivery address is incomplete ({{fields}} missing). The agent must complete it first.',
    AWAITING_TRANSFER:
      'This order is paid before delivery and its transfer is not verified yet: it cannot be approved until finance verifies it (or a manager ships it before payment, with a reason).',
    SHIP_BEFORE_PAYMENT_NOT_ALLOWED: 'Your role cannot ship an order before its payment is verified.',
  },
};

export const validationVi: LocaleShape<typeof validationEn> = {
  SUBTITLE: 'Đơn hàng chờ xác nhận: duyệt để tạo đơn giao hàng, hoặc hủy đơn',
  FILTER: {
    STATUS: 'Trạng thái SO',
    VALIDATION_STATUS: 'Trạng thái xác nhận',
    CAMPAIGN: 'Chiến dịch',
    AGENT: 'Nhân viên bán',
    PAYMENT_METHOD: 'Phương thức thanh toán',
    DATE_FROM: 'Từ ngày',
    DATE_TO: 'Đến ngày',
    SEARCH: 'Số điện thoại, tên hoặc mã SO',
    SEARCH_PLACEHOLDER: 'Tên khách hàng, số điện thoại, mã SO hoặc mã lead',
    ALL: 'Tất cả',
    ORG: 'Tổ chức',
  },
  COLUMN: {
    SO_ID: 'Mã SO',
    LEAD_ID: 'Mã lead',
    CUSTOMER: 'Khách hàng',
    PHONE: 'Điện thoại',
    ADDRESS: 'Địa chỉ',
    PRODUCTS: 'Sản phẩm',
    AMOUNT: 'Thành tiền',
    CURRENCY: 'Tiền tệ',
    PAYMENT_METHOD: 'Phương thức thanh toán',
    AGENT: 'Nhân viên bán',
    CAMPAIGN: 'Chiến dịch',
    CREATED_AT: 'Ngày tạo',
    STATUS: 'Trạng thái SO',
    VALIDATION_STATUS: 'Trạng thái xác nhận',
    VALIDATED_BY: 'Người xác nhận',
    VALIDATED_AT: 'Thời điểm xác nhận',
    DO_DUE_AT: 'Hẹn tạo DO lúc',
    DO_ID: 'Mã DO',
    OUT_OF_STOCK: 'Hết hàng',
    ACTIONS: 'Thao tác',
  },
  APPROVE: 'Duyệt',
  CANCEL: 'Hủy đơn',
  CANCEL_REASON: 'Lý do hủy',
  DELAY_CREATE_DO: 'Tạo đơn giao hàng sau',
  DELAY_TITLE: 'Tạo đơn giao hàng lúc',
  PLAY_RECORDING: 'Nghe ghi âm',
  EXPORT: 'Xuất Excel',
  SHEET: 'Xác nhận đơn',
  APPROVE_LATER: 'Duyệt, tạo DO sau',
  OPEN_DETAIL: 'Mở đơn hàng',
  ROW_ACTIONS: 'Thao tác với đơn {{soId}}',
  EXPORT_PROGRESS: 'Đang chuẩn bị tệp… {{size}}',
  EXPORT_FAILED: 'Việc xuất tệp bị gián đoạn. Vui lòng thử lại.',
  DELAY: {
    TEXT: 'Đơn {{soId}} được duyệt ngay; đơn giao hàng sẽ được tạo vào thời điểm bạn chọn ({{timeZone}}).',
    AT: 'Ngày và giờ',
    CONFIRM: 'Duyệt, tạo DO sau',
  },
  CANCEL_DIALOG: {
    TITLE: 'Hủy đơn {{soId}}',
    TEXT: 'Đơn hàng của {{customer}} sẽ bị hủy và hàng đã giữ trong kho được trả lại.',
    CONFIRM: 'Hủy đơn hàng',
    KEEP: 'Giữ đơn hàng',
  },
  RECORDINGS: {
    TITLE: 'Cuộc gọi của lead {{leadId}}',
    TEXT: '{{customer}} · {{phone}}: chọn một cuộc gọi để nghe ghi âm.',
  },
  DETAIL: {
    TITLE: 'Đơn hàng {{soId}}',
    TITLE_LOADING: 'Đơn hàng chờ xác nhận',
    SUBTITLE: 'Kiểm tra đơn hàng và cuộc gọi, sau đó duyệt hoặc hủy đơn',
    BACK: 'Quay lại danh sách',
    NOT_FOUND: 'Đơn hàng này không tồn tại hoặc bạn không có quyền xem.',
    CUSTOMER: 'Khách hàng',
    ORDER: 'Đơn hàng',
    LINES: 'Sản phẩm',
    PRODUCT: 'Sản phẩm',
    QUANTITY: 'SL',
    PRICE: 'Đơn giá',
    LINE_AMOUNT: 'Thành tiền',
    TOTAL: 'Tổng cộng',
    FREE_ITEM: 'Quà tặng',
    COMBO: 'Combo',
    OUT_OF_STOCK_HINT: 'Có sản phẩm đã hết hàng: chưa thể duyệt đơn cho đến khi có hàng hoặc đơn được sửa.',
  },
  PAYMENT_STATE: {
    cod: 'COD',
    paid: 'Đã thanh toán, đã xác minh',
    awaiting_transfer: 'Chờ chuyển khoản',
  },
  BLOCK: {
    ADDRESS: 'Thiếu địa chỉ: {{fields}}',
    ADDRESS_HINT:
      'Nhân viên phải bổ sung địa chỉ (tỉnh, phường/xã và số nhà, đường) trước khi đơn được duyệt.',
    AWAITING_TRANSFER_HINT:
      'Đơn trả trước: chỉ duyệt khi chuyển khoản đã được xác minh, hoặc quản lý cho giao trước khi thanh toán kèm lý do.',
    OUT_OF_STOCK: 'Hết hàng',
  },
  SHIP_BEFORE_PAYMENT: {
    ACTION: 'Giao trước khi thanh toán',
    TITLE: 'Giao đơn {{soId}} trước khi thanh toán',
    TEXT: 'Chưa có chuyển khoản đã xác minh cho đơn này. Đơn giao hàng sẽ thu {{due}} khi giao. Hãy ghi lý do giao ngay.',
    REASON: 'Lý do',
    CONFIRM: 'Duyệt và giao',
  },
  RISK: {
    COLUMN: 'Rủi ro hoàn hàng',
    TITLE: 'Rủi ro hoàn hàng: {{probability}} (toàn công ty hoàn {{baseRate}})',
    BAND: { low: 'Thấp', medium: 'Trung bình', high: 'Cao' },
    FILTER: 'Rủi ro',
    SORT: 'Sắp xếp',
    SORT_NEWEST: 'Mới nhất trước',
    SORT_RISK: 'Rủi ro cao nhất trước',
    CONFIRM_BY_CALL: 'Rủi ro hoàn hàng cao: hãy gọi cho khách để xác nhận đơn trước khi duyệt.',
    NO_HISTORY: 'Chưa có đơn giao nào trước đây để học.',
    REASON: {
      phone: 'Số điện thoại này đã hoàn {{returned}} trên {{parcels}} đơn',
      ward: 'Phường/xã này hoàn {{rate}} số đơn ({{returned}} trên {{parcels}}), so với {{baseRate}} của toàn công ty',
      province:
        'Tỉnh/thành này hoàn {{rate}} số đơn ({{returned}} trên {{parcels}}), so với {{baseRate}} của toàn công ty',
      product:
        'Sản phẩm này hoàn {{rate}} số đơn ({{returned}} trên {{parcels}}), so với {{baseRate}} của toàn công ty',
      campaign:
        'Chiến dịch này hoàn {{rate}} số đơn ({{returned}} trên {{parcels}}), so với {{baseRate}} của toàn công ty',
      source:
        'Nguồn lead này hoàn {{rate}} số đơn ({{returned}} trên {{parcels}}), so với {{baseRate}} của toàn công ty',
      agent:
        'Đơn của nhân viên bán này hoàn {{rate}} ({{returned}} trên {{parcels}}), so với {{baseRate}} của toàn công ty',
      duplicates:
        'Đơn đặt khi số điện thoại đã có {{bin}} đơn khác trong 3 ngày trước đó hoàn {{rate}} ({{returned}} trên {{parcels}}), so với {{baseRate}} của toàn công ty',
      cancelled:
        'Đơn của số điện thoại đã có {{bin}} đơn bị hủy khi duyệt trước đó hoàn {{rate}} ({{returned}} trên {{parcels}}), so với {{baseRate}} của toàn công ty',
      address:
        'Đơn có địa chỉ {{bin}} hoàn {{rate}} ({{returned}} trên {{parcels}}), so với {{baseRate}} của toàn công ty',
      value:
        'Đơn có giá trị {{bin}} mức thường của chiến dịch hoàn {{rate}} ({{returned}} trên {{parcels}}), so với {{baseRate}} của toàn công ty',
      talk: 'Đơn chốt sau {{bin}} đàm thoại hoàn {{rate}} ({{returned}} trên {{parcels}}), so với {{baseRate}} của toàn công ty',
      attempts:
        'Đơn chốt sau {{bin}} cuộc gọi cho khách hoàn {{rate}} ({{returned}} trên {{parcels}}), so với {{baseRate}} của toàn công ty',
    },
    BIN: {
      'no-ward': 'thiếu phường/xã',
      'no-street': 'thiếu số nhà, tên đường (dưới 5 ký tự)',
      'value-low': 'dưới một nửa',
      'value-high': 'gấp 1,5 đến 3 lần',
      'value-very-high': 'gấp 3 lần trở lên',
      'talk-short': 'dưới một phút',
      'talk-long': 'từ 5 phút trở lên',
    },
  },
  YES: 'Có',
  NO: 'Không',
  ERROR: {
    OUT_OF_STOCK:
      'Đơn hàng có sản phẩm đã hết hàng ({{products}}): chưa thể duyệt cho đến khi có hàng hoặc đơn được sửa.',
    REASON_REQUIRED: 'Vui lòng chọn lý do.',
    UNKNOWN_REASON: 'Lý do hủy này không tồn tại.',
    ALREADY_APPROVED: 'Đơn hàng này đã được duyệt: không thể hủy tại đây.',
    ALREADY_CANCELLED: 'Đơn hàng này đã bị hủy: không thể duyệt.',
    NOT_PENDING: 'Đơn hàng này không còn chờ xác nhận.',
    VERSION_CONFLICT: 'Đơn hàng đã được người khác thay đổi. Vui lòng tải lại và thử lại.',
    DO_TIME_PAST: 'Thời điểm tạo đơn giao hàng phải ở tương lai.',
    NOT_FOUND: 'Đơn hàng không tồn tại.',
    ADDRESS_INCOMPLETE:
      'Không thể duyệt đơn này: địa chỉ giao hàng chưa đủ (thiếu {{fields}}). Nhân viên phải bổ sung trước.',
    AWAITING_TRANSFER:
      'Đơn này thanh toán trước khi giao và chuyển khoản chưa được xác minh: chưa thể duyệt cho đến khi kế toán xác minh (hoặc quản lý cho giao trước khi thanh toán, kèm lý do).',
    SHIP_BEFORE_PAYMENT_NOT_ALLOWED:
      'Vai trò của bạn không được giao đơn trước khi thanh toán được xác minh.',
  },
};
