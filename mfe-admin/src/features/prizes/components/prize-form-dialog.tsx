import { ApiRequestError, errorTranslations, useHost } from '@openpresale/shared';
import { PRIZE_TYPES, type PrizeType } from '@openpresale/shared/domain';
import { placeIssues, placeServerError, type FormField, type PlacedErrors } from '@openpresale/shared/forms';
import { LOCALE_NAMES, LOCALES, type Locale } from '@openpresale/shared/i18n';
import { prizeBodySchema } from '@openpresale/shared/schemas';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../../i18n';
import { useAdminApi, useAdminErrorMessage } from '../../../lib/admin-api';
import { emptyPrize, toFormValues, toPrizeInput, useRefreshPrizes, type Prize, type PrizeFormValues } from '../api/prizes';

type FieldKey = 'name' | 'nameI18n' | 'type' | 'amount' | 'chance' | 'image';

interface PrizeFormDialogProps {
  /** open for a new prize ('new'), for one to change (the prize), closed (null) */
  target: Prize | 'new' | null;
  onClose: () => void;
  contentLocale: Locale;
  tokenSymbol: string;
}

/**
 * Adds or changes one prize. The body is checked by the API's own schema before it leaves, so a
 * message a person sees here is the one the server would answer, next to its field.
 */
export function PrizeFormDialog({ target, onClose, contentLocale, tokenSymbol }: PrizeFormDialogProps) {
  const host = useHost();
  const api = useAdminApi();
  const refresh = useRefreshPrizes();
  const t = useT();
  const errorText = errorTranslations.useT();
  const errorMessage = useAdminErrorMessage();
  const [form] = Form.useForm<PrizeFormValues>();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const type: PrizeType = Form.useWatch('type', form) ?? 'bonus_dep';
  const editing = target !== null && target !== 'new' ? target : null;
  const otherLocales = LOCALES.filter((locale) => locale !== contentLocale);

  useEffect(() => {
    if (target === null) return;
    setFormError(null);
    form.resetFields();
    form.setFieldsValue(target === 'new' ? emptyPrize : toFormValues(target));
  }, [target, form]);

  const fields: Record<FieldKey, FormField> = useMemo(
    () => ({
      name: { label: t('prizes.form.name'), keys: ['name'] },
      nameI18n: { label: t('prizes.form.name'), keys: ['nameI18n'] },
      type: { label: t('prizes.form.type'), keys: ['type'] },
      amount: { label: t('prizes.form.amount'), keys: ['amount'] },
      chance: { label: t('prizes.form.chance'), keys: ['chance'] },
      image: { label: t('prizes.form.image'), keys: ['image'] },
    }),
    [t],
  );

  /** Each message next to its field; a translation's message under that language's field. */
  function show(placed: PlacedErrors<FieldKey>) {
    const errors = (text: string | undefined) => (text ? [text] : []);
    const own = (['name', 'type', 'amount', 'chance', 'image'] as const).map((key) => ({ name: key, errors: errors(placed.fields[key]) }));
    const translations = otherLocales.map((locale, index) => ({
      name: ['nameI18n', locale] as ['nameI18n', Locale],
      errors: index === 0 ? errors(placed.fields.nameI18n) : [],
    }));
    form.setFields([...own, ...translations]);
    setFormError(placed.form);
  }

  async function save(values: PrizeFormValues) {
    const parsed = prizeBodySchema.safeParse(toPrizeInput(values, contentLocale));
    if (!parsed.success) return show(placeIssues(parsed.error.issues, fields, errorText));
    show({ fields: {}, form: null });
    setSaving(true);
    try {
      if (editing) await api.put('prizes.php', { query: { id: editing.id }, body: parsed.data });
      else await api.post('prizes.php', { body: parsed.data });
      host.notify({ kind: 'success', title: editing ? t('prizes.updated') : t('prizes.saved') });
      await refresh();
      onClose();
    } catch (error) {
      // a request that never arrived has no field to sit next to: the network words, with the form
      if (error instanceof ApiRequestError && error.status !== 0) show(placeServerError(error, fields, errorText));
      else setFormError(errorMessage(error));
      host.notify({
        kind: 'error',
        title: t('prizes.saveFailed'),
        description: errorMessage(error),
      });
    } finally {
      setSaving(false);
    }
  }

  const title = editing ? t('prizes.form.editTitle') : t('prizes.form.newTitle');
  return (
    <Modal
      open={target !== null}
      title={title}
      onCancel={onClose}
      forceRender
      width={560}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('prizes.form.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => form.submit()}>
          {t('prizes.form.save')}
        </Button>,
      ]}
    >
      <Form<PrizeFormValues>
        form={form}
        name="prize"
        layout="vertical"
        requiredMark={false}
        initialValues={emptyPrize}
        onFinish={save}
        disabled={saving}
        aria-label={title}
      >
        <Form.Item label={t('prizes.form.name')} name="name" extra={t('prizes.form.nameHelp', { language: LOCALE_NAMES[contentLocale] })}>
          <Input maxLength={100} lang={contentLocale} />
        </Form.Item>
        {otherLocales.map((locale) => (
          <Form.Item
            key={locale}
            label={t('prizes.form.translation', { label: t('prizes.form.name'), language: LOCALE_NAMES[locale] })}
            name={['nameI18n', locale]}
          >
            <Input maxLength={100} lang={locale} placeholder={t('prizes.form.translationPlaceholder')} />
          </Form.Item>
        ))}
        <Form.Item label={t('prizes.form.type')} name="type">
          <Select<PrizeType> options={PRIZE_TYPES.map((value) => ({ value, label: t(`prizes.type.${value}`) }))} />
        </Form.Item>
        <div className="ad-prize-numbers">
          <Form.Item label={t('prizes.form.amount')} name="amount" extra={t(`prizes.form.amountHelp.${type}`, { symbol: tokenSymbol })}>
            <Input inputMode="decimal" suffix={type === 'bonus_dep' ? '%' : type === 'add_to_balance' ? tokenSymbol : undefined} />
          </Form.Item>
          <Form.Item label={t('prizes.form.chance')} name="chance" extra={t('prizes.form.chanceHelp')}>
            <Input inputMode="decimal" />
          </Form.Item>
        </div>
        <Form.Item label={t('prizes.form.image')} name="image">
          <Input placeholder={t('prizes.form.imagePlaceholder')} spellCheck={false} autoComplete="off" />
        </Form.Item>
        {formError && <Alert type="error" showIcon role="alert" title={formError} />}
      </Form>
    </Modal>
  );
}
