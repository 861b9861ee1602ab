import { Card, Skeleton, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { useT } from '../../../i18n';
import { useAdminErrorMessage } from '../../../lib/admin-api';

interface FigureState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * One figure of the Overview: a heading, the value, a line saying what it counts and where to act
 * on it. While loading it shows a placeholder and on failure the reason, never a made-up zero.
 */
export function FigureCard({
  title,
  state,
  value,
  note,
  action,
  attention = false,
}: {
  title: string;
  state: FigureState;
  value: ReactNode;
  note?: ReactNode;
  action?: ReactNode;
  /** Something waits for the administrator: the card is marked so it stands out from the others. */
  attention?: boolean;
}) {
  const t = useT();
  const describe = useAdminErrorMessage();
  // a generated id: a title in Cyrillic would give every card the same slug
  const id = useId();
  return (
    <Card size="small" className={`ad-figure${attention ? ' ad-figure-attention' : ''}`} role="group" aria-labelledby={id}>
      <Typography.Title level={2} className="ad-figure-title" id={id}>
        {title}
      </Typography.Title>
      {state.isPending ? (
        <div role="status" className="ad-figure-loading">
          <span className="visually-hidden">{t('overview.figure.loading')}</span>
          <Skeleton.Input active size="large" />
        </div>
      ) : state.isError ? (
        <Typography.Text type="danger" role="alert">
          {t('overview.figure.failed', { message: describe(state.error) })}
        </Typography.Text>
      ) : (
        <>
          <div className="ad-figure-value">{value}</div>
          {note && <div className="ad-figure-note">{note}</div>}
        </>
      )}
      {action && <div className="ad-figure-action">{action}</div>}
    </Card>
  );
}
