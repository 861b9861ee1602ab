import { SyncOutlined } from '@ant-design/icons';
import { ApiRequestError, useHost } from '@openpresale/shared';
import type { HeldRate } from '@openpresale/shared/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { useSettings } from '../../../api/settings';
import { errorMessage, useAdminApi } from '../../../lib/admin-api';
import { formatInZone } from '../../../lib/time-zone';
import { overviewKey, useOverviewFigures } from '../../../api/overview';
import { useRefreshCryptos, type RatesAnswer } from '../api/cryptos';

/**
 * The failure of 'Update Crypto Rates' in plain words, said once: the cause, that the old rates
 * stay, and since when they are in force. The server's message repeats the toast's title and
 * names the price service's technical error, so it is not shown.
 */
export function ratesFailureText(error: unknown, ratesUpdatedAt: string | null | undefined, zone: string | undefined): string {
  const cause =
    error instanceof ApiRequestError && error.status === 0
      ? 'The server could not be reached'
      : 'The price service did not answer with prices';
  const since =
    ratesUpdatedAt === undefined || zone === undefined
      ? ''
      : ratesUpdatedAt === null
        ? ' They have never been updated from the price service: they are the rates set by hand or at setup.'
        : ` They were last updated on ${formatInZone(ratesUpdatedAt, zone)} (${zone}).`;
  return `${cause}, so the old rates were kept.${since}`;
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
  const held = useQuery({ queryKey: heldRatesKey, queryFn: async () => (await api.get<{ held: HeldRate[] }>('rates.php')).held });

  async function decide(rate: HeldRate, decision: 'apply' | 'discard') {
    try {
      await api.put('rates.php', { body: { currency: rate.currency, decision } });
      host.notify({
        kind: 'success',
        title: decision === 'apply' ? `New ${rate.currency} rate applied` : `New ${rate.currency} rate discarded`,
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
        without.length ? `No price was found for: ${without.join(', ')}. Their rates were kept.` : '',
        waiting.length ? `New rates of ${waiting.join(', ')} moved too far and wait for your confirmation.` : '',
      ].filter(Boolean);
      host.notify({
        kind: notes.length ? 'info' : 'success',
        title: 'Cryptos updated successfully',
        description: notes.length ? notes.join(' ') : undefined,
      });
    },
    onError: async (error) => {
      // the time of the last refresh may still be loading; a failure must still say it
      const last = figures.data ?? (zone === undefined ? undefined : (await figures.refetch()).data);
      host.notify({
        kind: 'error',
        title: 'Failed to fetch crypto rates',
        description: ratesFailureText(error, last?.ratesUpdatedAt, zone),
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
      host.notify({ kind: 'success', title: `ERC-20 wallets updated to ${address}` });
      form.resetFields();
      await refresh();
    } catch (error) {
      host.notify({ kind: 'error', title: `Failed to update cryptocurrencies: ${errorMessage(error)}` });
    } finally {
      setSavingErc20(false);
    }
  }

  return (
    <Card title="Rates and wallets" size="small">
      <Row gutter={[24, 16]}>
        <Col xs={24} md={10}>
          <Typography.Paragraph type="secondary" className="ad-tight">
            Fetches USD prices on the server and sets each rate to price ÷ main currency value.
          </Typography.Paragraph>
          <Typography.Paragraph className="ad-tight" aria-live="polite">
            {figures.isPending || !zone
              ? 'Rates last updated: …'
              : figures.isError
                ? `Rates last updated: unknown (${errorMessage(figures.error)})`
                : figures.data.ratesUpdatedAt
                  ? `Rates last updated: ${formatInZone(figures.data.ratesUpdatedAt, zone)} (${zone})`
                  : 'Rates last updated: never from the price service (rates set by hand or at setup)'}
          </Typography.Paragraph>
          <Button icon={<SyncOutlined spin={updateRates.isPending} />} onClick={() => updateRates.mutate()} loading={updateRates.isPending}>
            Update Crypto Rates
          </Button>
          {held.data && held.data.length > 0 && (
            <div className="ad-gap-top" role="status">
              <Typography.Paragraph strong className="ad-tight">
                Waiting for your confirmation (moved more than the hold percent):
              </Typography.Paragraph>
              <ul className="ad-held-rates">
                {held.data.map((rate) => (
                  <li key={rate.currency}>
                    <span>
                      {rate.currency}: {rate.previous.toLocaleString('en-US')} → {rate.rate.toLocaleString('en-US')} tokens (
                      {rate.changePercent} %)
                    </span>{' '}
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => void decide(rate, 'apply')}
                      aria-label={`Apply the new ${rate.currency} rate`}
                    >
                      Apply
                    </Button>{' '}
                    <Button size="small" onClick={() => void decide(rate, 'discard')} aria-label={`Discard the new ${rate.currency} rate`}>
                      Discard
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {missing && missing.length > 0 && (
            <Typography.Paragraph type="warning" className="ad-tight ad-gap-top" role="status">
              No price found for: {missing.join(', ')}
            </Typography.Paragraph>
          )}
        </Col>
        <Col xs={24} md={14}>
          <Form name="erc20-wallets" form={form} layout="vertical" onFinish={updateErc20} disabled={savingErc20} requiredMark={false}>
            <Form.Item
              label="ERC-20 wallet address"
              name="erc20Address"
              extra="Sets the address of every ERC-20 currency (Ethereum, Tether, USDC, DAI and the others of the list)."
              rules={[{ required: true, whitespace: true, min: 5, message: 'Address must be at least 5 characters.' }]}
            >
              <Input placeholder="0x…" spellCheck={false} />
            </Form.Item>
            <Button htmlType="submit" loading={savingErc20}>
              Update ERC-20 wallets
            </Button>
          </Form>
        </Col>
      </Row>
    </Card>
  );
}
