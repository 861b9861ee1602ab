import { SyncOutlined } from '@ant-design/icons';
import { ApiRequestError, useErrorMessage, useHost, useI18n, type Translate } from '@openpresale/shared';
import type { HeldRate } from '@openpresale/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { useSettings } from '../../../api/settings';
import { useT } from '../../../i18n';
import { useAdminApi } from '../../../lib/admin-api';
import { formatInZone } from '../../../lib/time-zone';
import { useInZone, type InZone } from '../../../lib/use-in-zone';
import { overviewKey, useOverviewFigures } from '../../../api/overview';
import { useRefreshCryptos, type RatesAnswer } from '../api/cryptos';
import type { cryptoEn } from '../i18n/en';

/**
 * The failure of 'Update Crypto Rates' in plain words, said once: the cause, that the old rates
 * stay, and since when they are in force. The server's message repeats the toast's title and
 * names the price service's technical error, so it is not shown.
 */
export function ratesFailureText(
  t: Translate<keyof typeof cryptoEn>,
  error: unknown,
  ratesUpdatedAt: string | null | undefined,
  zone: string | undefined,
  inZone: InZone = formatInZone,
): string {
  const cause = error instanceof ApiRequestError && error.status === 0 ? 'offline' : 'prices';
  const since =
    ratesUpdatedAt === undefined || zone === undefined
      ? ''
      : ratesUpdatedAt === null
        ? t('crypto.rates.keptNever')
        : t('crypto.rates.keptSince', { time: inZone(ratesUpdatedAt, zone), zone });
  return [t('crypto.rates.failure', { cause }), since].filter(Boolean).join(' ');
}

const heldRatesKey = ['admin', 'held-rates'] as const;

/** 'Update Crypto Rates' (server-side price refresh) and the ERC-20 wallet bulk update (SPEC §9). */
export function RatesCard() {
  const host = useHost();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const refresh = useRefreshCryptos();
  const zone = useSettings().data?.settings.adminTimeZone;
  const figures = useOverviewFigures(zone);
  const [savingErc20, setSavingErc20] = useState(false);
  const [missing, setMissing] = useState<string[] | null>(null);
  const [form] = Form.useForm<{ erc20Address: string }>();
  const t = useT();
  const inZone = useInZone();
  const { format } = useI18n();
  const failure = useErrorMessage();
  const errorMessage = (error: unknown) => failure(error, { network: t('crypto.errorOccurred') });
  const held = useQuery({ queryKey: heldRatesKey, queryFn: async () => (await api.get<{ held: HeldRate[] }>('rates.php')).held });

  async function decide(rate: HeldRate, decision: 'apply' | 'discard') {
    try {
      await api.put('rates.php', { body: { currency: rate.currency, decision } });
      host.notify({
        kind: 'success',
        title: t(decision === 'apply' ? 'crypto.rates.applied' : 'crypto.rates.discarded', { currency: rate.currency }),
      });
    } catch (error) {
      host.notify({ kind: 'error', title: errorMessage(error) });
    }
    await Promise.all([
      refresh(),
      queryClient.invalidateQueries({ queryKey: heldRatesKey }),
      queryClient.invalidateQueries({ queryKey: overviewKey }),
    ]);
  }

  const updateRates = useMutation({
    mutationFn: () => api.post<RatesAnswer>('rates.php'),
    onSuccess: (answer) => {
      const without = answer.missing ?? [];
      const waiting = (answer.held ?? []).map((rate) => rate.currency);
      setMissing(without);
      const notes = [
        without.length ? t('crypto.rates.noPriceKept', { currencies: without.join(', ') }) : '',
        waiting.length ? t('crypto.rates.heldWaiting', { currencies: waiting.join(', ') }) : '',
      ].filter(Boolean);
      host.notify({
        kind: notes.length ? 'info' : 'success',
        title: t('crypto.rates.updated'),
        description: notes.length ? notes.join(' ') : undefined,
      });
    },
    onError: async (error) => {
      // the time of the last refresh may still be loading; a failure must still say it
      const last = figures.data ?? (zone === undefined ? undefined : (await figures.refetch()).data);
      host.notify({
        kind: 'error',
        title: t('crypto.rates.fetchFailed'),
        description: ratesFailureText(t, error, last?.ratesUpdatedAt, zone, inZone),
      });
    },
    onSettled: () =>
      Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: overviewKey }),
        queryClient.invalidateQueries({ queryKey: heldRatesKey }),
      ]),
  });

  async function updateErc20({ erc20Address }: { erc20Address: string }) {
    const address = erc20Address.trim();
    setSavingErc20(true);
    try {
      await api.put('cryptos.php', { body: { erc20Address: address } });
      host.notify({ kind: 'success', title: t('crypto.rates.erc20Done', { address }) });
      form.resetFields();
      await refresh();
    } catch (error) {
      host.notify({ kind: 'error', title: t('crypto.updateAllFailed', { message: errorMessage(error) }) });
    } finally {
      setSavingErc20(false);
    }
  }

  return (
    <Card title={t('crypto.rates.title')} size="small">
      <Row gutter={[24, 16]}>
        <Col xs={24} md={10}>
          <Typography.Paragraph type="secondary" className="ad-tight">
            {t('crypto.rates.explain')}
          </Typography.Paragraph>
          <Typography.Paragraph className="ad-tight" aria-live="polite">
            {figures.isPending || !zone
              ? t('crypto.rates.lastPending')
              : figures.isError
                ? t('crypto.rates.lastUnknown', { message: errorMessage(figures.error) })
                : figures.data.ratesUpdatedAt
                  ? t('crypto.rates.lastAt', { time: inZone(figures.data.ratesUpdatedAt, zone), zone })
                  : t('crypto.rates.lastNever')}
          </Typography.Paragraph>
          <Button icon={<SyncOutlined spin={updateRates.isPending} />} onClick={() => updateRates.mutate()} loading={updateRates.isPending}>
            {t('crypto.rates.update')}
          </Button>
          {held.data && held.data.length > 0 && (
            <div className="ad-gap-top" role="status">
              <Typography.Paragraph strong className="ad-tight">
                {t('crypto.rates.waitingTitle')}
              </Typography.Paragraph>
              <ul className="ad-held-rates">
                {held.data.map((rate) => (
                  <li key={rate.currency}>
                    <span>
                      {t('crypto.rates.heldLine', {
                        currency: rate.currency,
                        previous: format.number(rate.previous, { maximumFractionDigits: 6 }),
                        rate: format.number(rate.rate, { maximumFractionDigits: 6 }),
                        change: format.number(rate.changePercent),
                      })}
                    </span>{' '}
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => void decide(rate, 'apply')}
                      aria-label={t('crypto.rates.applyLabel', { currency: rate.currency })}
                    >
                      {t('crypto.rates.apply')}
                    </Button>{' '}
                    <Button
                      size="small"
                      onClick={() => void decide(rate, 'discard')}
                      aria-label={t('crypto.rates.discardLabel', { currency: rate.currency })}
                    >
                      {t('crypto.rates.discard')}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {missing && missing.length > 0 && (
            <Typography.Paragraph type="warning" className="ad-tight ad-gap-top" role="status">
              {t('crypto.rates.noPriceFor', { currencies: missing.join(', ') })}
            </Typography.Paragraph>
          )}
        </Col>
        <Col xs={24} md={14}>
          <Form name="erc20-wallets" form={form} layout="vertical" onFinish={updateErc20} disabled={savingErc20} requiredMark={false}>
            <Form.Item
              label={t('crypto.rates.erc20Label')}
              name="erc20Address"
              extra={t('crypto.rates.erc20Help')}
              rules={[{ required: true, whitespace: true, min: 5, message: t('crypto.rule.address') }]}
            >
              <Input placeholder={t('crypto.rates.erc20Placeholder')} spellCheck={false} />
            </Form.Item>
            <Button htmlType="submit" loading={savingErc20}>
              {t('crypto.rates.erc20Submit')}
            </Button>
          </Form>
        </Col>
      </Row>
    </Card>
  );
}
