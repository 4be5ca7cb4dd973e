import { type CampaignRow, findOrg } from '@leadline/contracts';
import { ListAlt } from '@mui/icons-material';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { chipColumn, idColumn, numericColumn, textColumn } from '../../shared/list/columns';
import { type ListTableProps, type ResultColumn, ResultsTable } from '../../shared/list/results-table';

type Column = ResultColumn<CampaignRow, 'code'>;

/** The columns of both campaign screens: management's lists and products, or the configuration's values. */
function useCampaignColumns(
  mode: 'management' | 'configurations',
  hq: boolean,
  onLists?: (row: CampaignRow) => void,
) {
  const { t } = useTranslation();
  const columns: Column[] = [
    idColumn('id', t('CAMPAIGNS.COLUMN.ID'), (row) => row.id),
    textColumn('code', t('CAMPAIGNS.COLUMN.CODE'), (row) => row.code, { maxWidth: 160 }),
    textColumn('name', t('CAMPAIGNS.COLUMN.NAME'), (row) => row.name, { minWidth: 150, maxWidth: 190 }),
  ];
  if (hq) columns.push(textColumn('org', t('CAMPAIGNS.FIELD.ORG'), (row) => findOrg(row.orgId)?.code));
  if (mode === 'management') {
    columns.push(
      textColumn('offer', t('CAMPAIGNS.COLUMN.OFFER_PRODUCT'), (row) => row.offerProduct?.name, {
        // With the name's 190, the management columns fit a 1366 px screen in Vietnamese too.
        maxWidth: 150,
      }),
      textColumn(
        'products',
        t('CAMPAIGNS.COLUMN.PRODUCTS'),
        (row) => row.products.map((p) => p.name).join(', '),
        {
          maxWidth: 220,
        },
      ),
      textColumn(
        'lists',
        t('CAMPAIGNS.COLUMN.CALLING_LISTS'),
        (row) => row.callingLists.map((list) => `${list.name} (${list.leadCount})`).join(', '),
        { minWidth: 160, maxWidth: 260 },
      ),
    );
  } else {
    columns.push(
      numericColumn('attempts', t('CAMPAIGNS.COLUMN.CALL_ATTEMPTS'), (row) => row.callAttemptsLimit),
      numericColumn('callbackDays', t('CAMPAIGNS.COLUMN.CALLBACK_DAYS'), (row) => row.callbackDaysAhead),
    );
  }
  columns.push(
    textColumn('network', t('CAMPAIGNS.COLUMN.NETWORK'), (row) => row.network, { maxWidth: 160 }),
    chipColumn('status', t('CAMPAIGNS.COLUMN.STATUS'), (row) => ({
      label: t(row.active ? 'CAMPAIGNS.STATUS.active' : 'CAMPAIGNS.STATUS.inactive'),
      on: row.active,
    })),
  );
  if (onLists)
    columns.splice(1, 0, {
      id: 'actions',
      label: t('CAMPAIGNS.COLUMN.ACTIONS'),
      render: (row) => (
        <Tooltip title={t('CAMPAIGNS.COLUMN.CALLING_LISTS')}>
          <IconButton
            size="small"
            color="primary"
            aria-label={t('CAMPAIGNS.DIALOG.LISTS', { code: row.code })}
            onClick={(event) => {
              // The row opens the edit dialog; the button opens the calling lists.
              event.stopPropagation();
              onLists(row);
            }}
            data-testid={`campaign-lists-${row.id}`}
          >
            <ListAlt fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    });
  return columns;
}

type TableProps = ListTableProps<CampaignRow, 'code'>;

export function CampaignTable({
  mode,
  hq,
  onOpen,
  onLists,
  ...table
}: TableProps & {
  mode: 'management' | 'configurations';
  hq: boolean;
  onOpen?: (row: CampaignRow) => void;
  onLists?: (row: CampaignRow) => void;
}) {
  const { t } = useTranslation();
  const columns = useCampaignColumns(mode, hq, onLists);
  return (
    <ResultsTable
      testId="campaign-list"
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={onOpen}
      rowLabel={(row) =>
        mode === 'management'
          ? t('CAMPAIGNS.DIALOG.EDIT', { code: row.code })
          : t('CAMPAIGNS.DIALOG.CONFIGURE', { code: row.code })
      }
      {...table}
    />
  );
}
