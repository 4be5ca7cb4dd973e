import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// The pickers work on the org's clock (their `timezone` prop, docs/decisions.md), which needs both
// plugins; every module reading a zoned dayjs imports dayjs from here so they are in place.
dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };
