import type { LocaleShape } from '../../locales/locale-shape.js';

/** Texts of lead intake: creating a lead, the import dialog, its template and failed-rows files. */
export const leadIntakeEn = {
  /** Headers of the import template (LEAD_IMPORT_COLUMNS); either language is accepted on upload. */
  COLUMNS: {
    name: 'Name',
    phone: 'Phone',
    province: 'Province',
    district: 'District',
    ward: 'Ward',
    street: 'Street',
    note: 'Note',
    network: 'Network',
    publisher: 'Publisher',
    clickId: 'Click ID',
  },
  /** The extra columns of downloadImportFailed.xlsx. */
  ROW_COLUMN: 'Row',
  REASON_COLUMN: 'Reason',
  /** Why a row failed (LEAD_IMPORT_REASONS). */
  REASONS: {
    NAME_REQUIRED: 'The name is empty.',
    PHONE_REQUIRED: 'The phone is empty.',
    PHONE_INVALID: 'The phone is not a valid mobile number of the organisation’s country.',
    TOO_LONG: 'A value is too long ({{column}}).',
    PROVINCE_NOT_FOUND: 'The province was not found.',
    DISTRICT_NOT_FOUND: 'The district was not found in this province.',
    WARD_NOT_FOUND: 'The ward was not found in this province or district.',
    ADDRESS_INCOMPLETE: 'A district or ward is given without its province.',
  },
  /** Envelope messages of the calls. */
  MESSAGES: {
    CREATED: 'Lead created.',
    CREATED_DUPLICATE: 'Lead created as a duplicate of lead {{leadId}}.',
    IMPORTED: 'Imported {{imported}} of {{total}} rows: {{duplicates}} as duplicates, {{failed}} failed.',
  },
  /** Refusals (HTTP 400 validation_error, or 404 for an import of another organisation). */
  ERRORS: {
    PHONE_INVALID: 'phone: {{phone}} is not a valid mobile number of {{region}}',
    CAMPAIGN_NOT_FOUND: 'campaignId: the campaign does not exist in your organisation',
    CALLING_LIST_NOT_FOUND: 'callingListId: the calling list does not belong to the campaign',
    PRODUCT_NOT_FOUND: 'offerProductId: the product does not exist in the organisation',
    ADDRESS_INVALID:
      '{{field}}: not an address unit of the organisation’s country, or not under the unit above it',
    NO_PHONE_REGION: 'the organisation has no phone region',
    FILE_REQUIRED: 'Choose an .xlsx file to import.',
    NOT_XLSX: 'The file is not an Excel workbook (.xlsx). Save it as “Excel Workbook (.xlsx)” and try again.',
    FILE_TOO_LARGE: 'The file is larger than {{mb}} MB. Split it into smaller files.',
    TOO_MANY_ROWS: 'The file has more than {{max}} rows. Split it into smaller files.',
    NO_ROWS: 'The file has no rows to import under its header row.',
    MISSING_COLUMNS: 'The first row must hold the column headers of the template; missing: {{columns}}.',
    /** Refusals of the upload guard (docs/uploads.md): a zip bomb, a giant cell, a costly file. */
    UNPACKED_TOO_LARGE:
      'The file unpacks to far more data than an import can take, or is packed suspiciously tightly. Save it again from Excel without unused sheets, formatting or images, or split it into smaller files.',
    CELL_TOO_LONG:
      'A cell of the file holds more than {{max}} characters, more than Excel allows. Check the file and try again.',
    CELL_TOO_LONG_IN_ROW:
      'A cell in row {{row}} holds more than {{max}} characters, more than Excel allows. Shorten it and try again.',
    FILE_TOO_COMPLEX:
      'The file could not be read within the server’s limits. Save it again from Excel without unused sheets and formatting, or split it into smaller files.',
  },
  /** The import dialog (web). */
  DIALOG: {
    BUTTON: 'Import leads',
    TITLE: 'Import leads from Excel',
    DESCRIPTION:
      'Each row of the first sheet becomes a lead of the calling list. A phone already being worked, or ordered in the last 30 days, is imported as a duplicate.',
    CAMPAIGN: 'Campaign',
    CALLING_LIST: 'Calling list',
    NO_CALLING_LISTS: 'This campaign has no calling list.',
    FILE: 'File',
    CHOOSE_FILE: 'Choose an .xlsx file',
    CHANGE_FILE: 'Change file',
    NO_FILE: 'No file chosen',
    FILE_HINT: 'Excel .xlsx, up to {{mb}} MB and {{rows}} rows. The first row holds the column headers.',
    COLUMNS: 'Columns (* required): {{columns}}',
    DOWNLOAD_TEMPLATE: 'Download the template',
    NOT_XLSX: 'Choose an Excel .xlsx file.',
    FILE_TOO_LARGE: 'The file is larger than {{mb}} MB.',
    UPLOAD: 'Import',
    UPLOADING: 'Uploading… {{percent}}%',
    PROCESSING: 'Checking and importing the rows…',
    RESULT: 'Import finished',
    TOTAL_ROWS: 'Rows in the file',
    IMPORTED_ROWS: 'Imported',
    DUPLICATE_ROWS: 'of which duplicates',
    FAILED_ROWS: 'Failed',
    FAILED_HINT: 'Download the failed rows, correct them and import that file again.',
    DOWNLOAD_FAILED: 'Download failed rows',
    IMPORT_ANOTHER: 'Import another file',
  },
};

export const leadIntakeVi: LocaleShape<typeof leadIntakeEn> = {
  COLUMNS: {
    name: 'Tên khách hàng',
    phone: 'Số điện thoại',
    province: 'Tỉnh/Thành phố',
    district: 'Quận/Huyện',
    ward: 'Phường/Xã',
    street: 'Địa chỉ',
    note: 'Ghi chú',
    network: 'Nguồn',
    publisher: 'Nhà phát hành',
    clickId: 'Mã click',
  },
  ROW_COLUMN: 'Dòng',
  REASON_COLUMN: 'Lý do',
  REASONS: {
    NAME_REQUIRED: 'Thiếu tên khách hàng.',
    PHONE_REQUIRED: 'Thiếu số điện thoại.',
    PHONE_INVALID: 'Số điện thoại không phải số di động hợp lệ của quốc gia của tổ chức.',
    TOO_LONG: 'Giá trị quá dài ({{column}}).',
    PROVINCE_NOT_FOUND: 'Không tìm thấy tỉnh/thành phố.',
    DISTRICT_NOT_FOUND: 'Không tìm thấy quận/huyện trong tỉnh/thành phố này.',
    WARD_NOT_FOUND: 'Không tìm thấy phường/xã trong tỉnh/thành phố hoặc quận/huyện này.',
    ADDRESS_INCOMPLETE: 'Có quận/huyện hoặc phường/xã nhưng thiếu tỉnh/thành phố.',
  },
  MESSAGES: {
    CREATED: 'Đã tạo lead.',
    CREATED_DUPLICATE: 'Đã tạo lead, trùng với lead {{leadId}}.',
    IMPORTED: 'Đã nhập {{imported}}/{{total}} dòng: {{duplicates}} dòng trùng, {{failed}} dòng lỗi.',
  },
  ERRORS: {
    PHONE_INVALID: 'phone: {{phone}} không phải số di động hợp lệ của {{region}}',
    CAMPAIGN_NOT_FOUND: 'campaignId: chiến dịch không tồn tại trong tổ chức của bạn',
    CALLING_LIST_NOT_FOUND: 'callingListId: danh sách gọi không thuộc chiến dịch này',
    PRODUCT_NOT_FOUND: 'offerProductId: sản phẩm không tồn tại trong tổ chức',
    ADDRESS_INVALID:
      '{{field}}: không phải đơn vị hành chính của quốc gia của tổ chức, hoặc không thuộc đơn vị cấp trên',
    NO_PHONE_REGION: 'tổ chức chưa có vùng số điện thoại',
    FILE_REQUIRED: 'Hãy chọn một tệp .xlsx để nhập.',
    NOT_XLSX:
      'Tệp không phải bảng tính Excel (.xlsx). Hãy lưu dưới dạng “Excel Workbook (.xlsx)” rồi thử lại.',
    FILE_TOO_LARGE: 'Tệp lớn hơn {{mb}} MB. Hãy chia thành các tệp nhỏ hơn.',
    TOO_MANY_ROWS: 'Tệp có hơn {{max}} dòng. Hãy chia thành các tệp nhỏ hơn.',
    NO_ROWS: 'Tệp không có dòng nào để nhập bên dưới dòng tiêu đề.',
    MISSING_COLUMNS: 'Dòng đầu tiên phải là tiêu đề cột theo mẫu; còn thiếu: {{columns}}.',
    UNPACKED_TOO_LARGE:
      'Tệp khi giải nén chứa quá nhiều dữ liệu so với giới hạn nhập, hoặc được nén bất thường. Hãy lưu lại từ Excel, bỏ các trang tính, định dạng hoặc hình ảnh không dùng, hoặc chia thành các tệp nhỏ hơn.',
    CELL_TOO_LONG:
      'Một ô trong tệp có hơn {{max}} ký tự, vượt quá giới hạn của Excel. Hãy kiểm tra tệp rồi thử lại.',
    CELL_TOO_LONG_IN_ROW:
      'Một ô ở dòng {{row}} có hơn {{max}} ký tự, vượt quá giới hạn của Excel. Hãy rút ngắn rồi thử lại.',
    FILE_TOO_COMPLEX:
      'Không thể đọc tệp trong giới hạn của máy chủ. Hãy lưu lại từ Excel, bỏ các trang tính và định dạng không dùng, hoặc chia thành các tệp nhỏ hơn.',
  },
  DIALOG: {
    BUTTON: 'Nhập lead',
    TITLE: 'Nhập lead từ Excel',
    DESCRIPTION:
      'Mỗi dòng của trang tính đầu tiên trở thành một lead của danh sách gọi. Số điện thoại đang được xử lý, hoặc đã đặt hàng trong 30 ngày qua, được nhập dưới dạng trùng.',
    CAMPAIGN: 'Chiến dịch',
    CALLING_LIST: 'Danh sách gọi',
    NO_CALLING_LISTS: 'Chiến dịch này chưa có danh sách gọi.',
    FILE: 'Tệp',
    CHOOSE_FILE: 'Chọn tệp .xlsx',
    CHANGE_FILE: 'Đổi tệp',
    NO_FILE: 'Chưa chọn tệp',
    FILE_HINT: 'Excel .xlsx, tối đa {{mb}} MB và {{rows}} dòng. Dòng đầu tiên là tiêu đề cột.',
    COLUMNS: 'Các cột (* bắt buộc): {{columns}}',
    DOWNLOAD_TEMPLATE: 'Tải tệp mẫu',
    NOT_XLSX: 'Hãy chọn tệp Excel .xlsx.',
    FILE_TOO_LARGE: 'Tệp lớn hơn {{mb}} MB.',
    UPLOAD: 'Nhập',
    UPLOADING: 'Đang tải lên… {{percent}}%',
    PROCESSING: 'Đang kiểm tra và nhập các dòng…',
    RESULT: 'Đã nhập xong',
    TOTAL_ROWS: 'Số dòng trong tệp',
    IMPORTED_ROWS: 'Đã nhập',
    DUPLICATE_ROWS: 'trong đó trùng',
    FAILED_ROWS: 'Lỗi',
    FAILED_HINT: 'Tải các dòng lỗi về, sửa lại rồi nhập lại tệp đó.',
    DOWNLOAD_FAILED: 'Tải các dòng lỗi',
    IMPORT_ANOTHER: 'Nhập tệp khác',
  },
};
