import { useHost, useI18n } from '@openpresale/shared';
import { prizeOdds } from '@openpresale/shared/domain';
import { LOCALE_NAMES, LOCALES, type Locale } from '@openpresale/shared/i18n';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useSettings } from '../../../api/settings';
import { AdminTable } from '../../../components/admin-table';
import { PageHeader } from '../../../components/page-header';
import { useT } from '../../../i18n';
import { useAdminApi, useAdminErrorMessage } from '../../../lib/admin-api';
import { useLoadFailureToast } from '../../../lib/load-failure-toast';
import { usePrizes, useRefreshPrizes, type Prize } from '../api/prizes';
import { PrizeFormDialog } from './prize-form-dialog';

/** The roulette's prizes (SPEC §9): every one, hidden ones too, with what buyers are told about it. */
export function PrizesPage() {
  const host = useHost();
  const { notify } = host;
  const api = useAdminApi();
  const { modal } = App.useApp();
  const prizes = usePrizes();
  const refresh = useRefreshPrizes();
  const settings = useSettings().data?.settings;
  const contentLocale: Locale = settings?.contentLocale ?? 'en';
  const tokenSymbol = settings?.tokenSymbol ?? '';
  const otherLocales = LOCALES.filter((locale) => locale !== contentLocale);
  const t = useT();
  const { format } = useI18n();
  const errorMessage = useAdminErrorMessage();
  const [target, setTarget] = useState<Prize | 'new' | null>(null);
  const rows = useMemo(() => prizes.data ?? [], [prizes.data]);
  // the odds buyers are shown: among the prizes that can be won, so a hidden prize has none
  const odds = useMemo(() => new Map(prizeOdds(rows).map((p) => [p.id, p.odds])), [rows]);

  useLoadFailureToast(prizes, t('prizes.fetchFailed'));

  function gives(prize: Prize): string {
    const amount = format.number(prize.amount, { maximumFractionDigits: 6 });
    if (prize.type === 'bonus_dep') return t('prizes.gives.bonus_dep', { amount });
    if (prize.type === 'add_to_balance') return t('prizes.gives.add_to_balance', { amount, symbol: tokenSymbol });
    return t('prizes.gives.material');
  }

  function confirmDelete(prize: Prize) {
    modal.confirm({
      title: t('prizes.deleteTitle', { name: prize.name }),
      content: t('prizes.deleteText'),
      okText: t('prizes.delete'),
      okButtonProps: { danger: true },
      cancelText: t('prizes.cancel'),
      onOk: async () => {
        try {
          await api.delete('prizes.php', { query: { id: prize.id } });
          notify({ kind: 'success', title: t('prizes.deleted') });
          await refresh();
        } catch (error) {
          notify({
            kind: 'error',
            title: t('prizes.deleteFailed'),
            description: errorMessage(error),
          });
        }
      },
    });
  }

  const columns: ColumnsType<Prize> = [
    {
      title: t('prizes.column.name'),
      dataIndex: 'name',
      render: (name: string, prize) => (
        <span className="ad-prize-name" lang={contentLocale}>
          {name}
          {prize.chance <= 0 && <Tag className="ad-prize-hidden">{t('prizes.hidden')}</Tag>}
        </span>
      ),
    },
    ...otherLocales.map((locale) => ({
      title: t('prizes.column.translation', { language: LOCALE_NAMES[locale] }),
      key: `name-${locale}`,
      render: (_: unknown, prize: Prize) =>
        prize.nameI18n?.[locale] ? (
          <span lang={locale}>{prize.nameI18n[locale]}</span>
        ) : (
          <Typography.Text type="secondary">{t('prizes.noTranslation')}</Typography.Text>
        ),
    })),
    {
      // type and what it gives share a column: side by side they pushed the actions out of 1280 px
      title: t('prizes.column.type'),
      dataIndex: 'type',
      render: (type: Prize['type'], prize) => (
        <span className="ad-prize-type">
          <span>{t(`prizes.type.${type}`)}</span>
          <Typography.Text type="secondary">{gives(prize)}</Typography.Text>
        </span>
      ),
    },
    {
      title: t('prizes.column.chance'),
      dataIndex: 'chance',
      align: 'right',
      render: (chance: number) => format.number(chance, { maximumFractionDigits: 6 }),
    },
    {
      title: t('prizes.column.odds'),
      key: 'odds',
      render: (_: unknown, prize) => {
        const value = odds.get(prize.id);
        return value === undefined ? (
          <Typography.Text type="secondary">{t('prizes.noOdds')}</Typography.Text>
        ) : (
          t('prizes.odds', { percent: format.number(value, { maximumFractionDigits: 2 }) })
        );
      },
    },
    {
      title: t('prizes.column.actions'),
      key: 'actions',
      render: (_: unknown, prize) => (
        <Space size={8}>
          <Button size="small" onClick={() => setTarget(prize)} aria-label={t('prizes.editLabel', { name: prize.name })}>
            {t('prizes.edit')}
          </Button>
          <Button size="small" danger onClick={() => confirmDelete(prize)} aria-label={t('prizes.deleteLabel', { name: prize.name })}>
            {t('prizes.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('prizes.title')}
        description={t('prizes.description')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget('new')}>
            {t('prizes.add')}
          </Button>
        }
      />
      <Card size="small" title={t('prizes.listTitle')}>
        <AdminTable<Prize>
          label={t('prizes.listTitle')}
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={prizes.isFetching && !prizes.isPending}
          locale={{ emptyText: prizes.isPending ? t('prizes.loading') : t('prizes.empty') }}
          footer={() => t('prizes.total', { count: rows.length, winnable: odds.size })}
          pagination={false}
        />
      </Card>
      <PrizeFormDialog target={target} onClose={() => setTarget(null)} contentLocale={contentLocale} tokenSymbol={tokenSymbol} />
    </>
  );
}
