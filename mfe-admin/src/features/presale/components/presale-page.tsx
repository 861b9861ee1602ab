import { queryKeys } from '@openpresale/shared/queries';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useErrorMessage, useHost, type Translate } from '@openpresale/shared';
import { LOCALE_NAMES, LOCALES } from '@openpresale/shared/i18n';
import { DISTRIBUTION_STATUSES } from '@openpresale/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Select, Skeleton, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n';
import { useAdminApi } from '../../../lib/admin-api';
import { PageHeader } from '../../../components/page-header';
import { useSettings } from '../../../api/settings';
import type { presaleEn } from '../i18n/en';
import { toFormValues, toSettingsBody, type SettingsFormValues } from './settings-form-values';
import { TranslationFields } from './translation-fields';

type PresaleT = Translate<keyof typeof presaleEn>;

/** The form's validation rules; a message names the field in the page's language. */
function presaleRules(t: PresaleT) {
  const decimal = (label: string, opts: { optional?: boolean; allowZero?: boolean } = {}): Rule[] => [
    {
      validator: async (_rule, value: unknown) => {
        const text = String(value ?? '').trim();
        if (text === '' && opts.optional) return;
        if (!/^\d+(\.\d+)?$/.test(text)) throw new Error(t('presale.rule.number', { label }));
        if (!opts.allowZero && !(Number(text) > 0)) throw new Error(t('presale.rule.positive', { label }));
      },
    },
  ];
  const required = (label: string): Rule[] => [{ required: true, whitespace: true, message: t('presale.rule.required', { label }) }];
  const link: Rule[] = [{ pattern: /^(https?:\/\/\S+|\/\S*)$/i, message: t('presale.rule.link') }];
  return { decimal, required, link };
}

export function PresalePage() {
  const host = useHost();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const settings = useSettings();
  const [form] = Form.useForm<SettingsFormValues>();
  const [busy, setBusy] = useState(false);
  const loaded = settings.data?.settings;
  const t = useT();
  const failure = useErrorMessage();
  const errorMessage = (error: unknown) => failure(error, { network: t('presale.errorOccurred') });
  const { decimal, required, link } = presaleRules(t);
  const distributionLabels = {
    'not started': t('presale.distribution.notStarted'),
    open: t('presale.distribution.open'),
    finished: t('presale.distribution.finished'),
  } satisfies Record<(typeof DISTRIBUTION_STATUSES)[number], string>;

  useEffect(() => {
    if (loaded) form.setFieldsValue(toFormValues(loaded));
  }, [loaded, form]);

  async function save(values: SettingsFormValues) {
    setBusy(true);
    try {
      await api.put('settings.php', { body: toSettingsBody(values) });
      host.notify({ kind: 'success', title: t('presale.saved'), description: t('presale.savedText') });
      await queryClient.invalidateQueries({ queryKey: queryKeys.settings });
    } catch (error) {
      host.notify({ kind: 'error', title: t('presale.saveFailed'), description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title={t('presale.title')} description={t('presale.description')} />
      {settings.isPending ? (
        <Card size="small">
          <Skeleton active />
        </Card>
      ) : settings.isError ? (
        <Card size="small">
          <p role="alert">{t('presale.loadFailed', { message: errorMessage(settings.error) })}</p>
        </Card>
      ) : (
        <Form<SettingsFormValues>
          name="presale"
          form={form}
          initialValues={loaded ? toFormValues(loaded) : undefined}
          layout="vertical"
          onFinish={save}
          disabled={busy}
          requiredMark={false}
          scrollToFirstError
        >
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <Card size="small" title={t('presale.token.title')} className="ad-fill">
                <Row gutter={12}>
                  <Col xs={24} md={12}>
                    <Form.Item label={t('presale.token.name')} name="tokenName" rules={required(t('presale.name.tokenName'))}>
                      <Input maxLength={60} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      label={t('presale.token.symbol')}
                      name="tokenSymbol"
                      rules={[
                        ...required(t('presale.name.tokenSymbol')),
                        { pattern: /^[A-Za-z0-9]{1,12}$/, message: t('presale.rule.symbol') },
                      ]}
                    >
                      <Input maxLength={12} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label={t('presale.token.totalSupply')} name="totalSupply" rules={decimal(t('presale.name.totalSupply'))}>
                      <Input inputMode="decimal" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label={t('presale.token.distribution')} name="distributionStatus">
                      <Select
                        options={DISTRIBUTION_STATUSES.map((s) => ({ value: s, label: distributionLabels[s] }))}
                        aria-label={t('presale.token.distribution')}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      label={t('presale.token.softCap')}
                      name="softCap"
                      rules={decimal(t('presale.name.softCap'), { allowZero: true })}
                    >
                      <Input inputMode="decimal" prefix="$" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label={t('presale.token.hardCap')} name="hardCap" rules={decimal(t('presale.name.hardCap'))}>
                      <Input inputMode="decimal" prefix="$" />
                    </Form.Item>
                  </Col>
                  <Col xs={24}>
                    <Form.Item label={t('presale.token.contentLocale')} name="contentLocale" extra={t('presale.token.contentLocaleHelp')}>
                      <Select
                        options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
                        aria-label={t('presale.token.contentLocale')}
                      />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card size="small" title={t('presale.stage.title')} className="ad-fill">
                <Row gutter={12}>
                  <Col xs={24} md={12}>
                    <Form.Item label={t('presale.stage.name')} name="stageName" rules={required(t('presale.name.stageName'))}>
                      <Input maxLength={60} />
                    </Form.Item>
                    <TranslationFields name={['stageNameI18n']} label={t('presale.stage.name')} maxLength={60} />
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      label={t('presale.stage.allocation')}
                      name="stageAllocation"
                      rules={decimal(t('presale.name.stageAllocation'), { allowZero: true })}
                    >
                      <Input inputMode="decimal" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label={t('presale.stage.end')} name="stageEnd" extra={t('presale.stage.endHelp')}>
                      <Input type="datetime-local" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      label={t('presale.stage.nextPrice')}
                      name="nextStagePrice"
                      rules={decimal(t('presale.name.nextStagePrice'), { optional: true })}
                    >
                      <Input inputMode="decimal" prefix="$" placeholder={t('presale.stage.notSet')} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label={t('presale.stage.listingDate')} name="listingDate">
                      <Input type="datetime-local" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      label={t('presale.stage.listingPrice')}
                      name="listingPrice"
                      rules={decimal(t('presale.name.listingPrice'), { optional: true })}
                    >
                      <Input inputMode="decimal" prefix="$" placeholder={t('presale.stage.notAnnounced')} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      label={t('presale.stage.timeZone')}
                      name="adminTimeZone"
                      extra={t('presale.stage.timeZoneHelp')}
                      rules={[
                        ...required(t('presale.name.timeZone')),
                        {
                          pattern: /^(UTC([+-](0?\d|1[0-4])(:[0-5]\d)?)?|[A-Za-z_]+(\/[A-Za-z0-9_+\-]+)+)$/,
                          message: t('presale.rule.timeZone'),
                        },
                      ]}
                    >
                      <Input />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card
                size="small"
                title={t('presale.promotion.title')}
                className="ad-fill"
                extra={<span className="ad-muted">{t('presale.promotion.hint')}</span>}
              >
                <Form.Item label={t('presale.promotion.heading')} name="promotionTitle">
                  <Input maxLength={120} />
                </Form.Item>
                <TranslationFields name={['promotionTitleI18n']} label={t('presale.promotion.heading')} maxLength={120} />
                <Form.Item label={t('presale.promotion.text')} name="promotionText">
                  <Input.TextArea rows={3} maxLength={2000} />
                </Form.Item>
                <TranslationFields name={['promotionTextI18n']} label={t('presale.promotion.text')} maxLength={2000} multiline />
                <Form.Item label={t('presale.promotion.rulesLink')} name="promotionRulesLink" rules={link}>
                  <Input placeholder={t('presale.linkPlaceholder')} />
                </Form.Item>
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card
                size="small"
                title={t('presale.documents.title')}
                className="ad-fill"
                extra={<span className="ad-muted">{t('presale.documents.hint')}</span>}
              >
                <Form.List name="documents">
                  {(fields, { add, remove }) => (
                    <>
                      {fields.map((field, index) => (
                        <Space key={field.key} align="start" className="ad-list-row">
                          <div>
                            <Form.Item
                              name={[field.name, 'title']}
                              rules={required(t('presale.name.documentTitle'))}
                              aria-label={t('presale.documents.titleLabel', { n: index + 1 })}
                            >
                              <Input
                                placeholder={t('presale.documents.titlePlaceholder')}
                                aria-label={t('presale.documents.titleLabel', { n: index + 1 })}
                              />
                            </Form.Item>
                            <TranslationFields
                              name={[field.name, 'titleI18n']}
                              label={t('presale.documents.titleLabel', { n: index + 1 })}
                              maxLength={120}
                              compact
                            />
                          </div>
                          <Form.Item name={[field.name, 'link']} rules={[...required(t('presale.name.documentLink')), ...link]}>
                            <Input
                              placeholder={t('presale.linkPlaceholder')}
                              aria-label={t('presale.documents.linkLabel', { n: index + 1 })}
                            />
                          </Form.Item>
                          <Button
                            icon={<DeleteOutlined />}
                            onClick={() => remove(field.name)}
                            aria-label={t('presale.documents.remove', { n: index + 1 })}
                          />
                        </Space>
                      ))}
                      <Button
                        icon={<PlusOutlined />}
                        onClick={() => add({ title: '', link: '', titleI18n: {} })}
                        disabled={fields.length >= 3}
                      >
                        {t('presale.documents.add')}
                      </Button>
                    </>
                  )}
                </Form.List>
              </Card>
            </Col>
            <Col xs={24}>
              <Card size="small" title={t('presale.previews.title')} extra={<span className="ad-muted">{t('presale.previews.hint')}</span>}>
                <Form.Item label={t('presale.previews.image')} name="shareImage" rules={link} extra={t('presale.previews.imageHelp')}>
                  <Input placeholder={t('presale.linkPlaceholder')} />
                </Form.Item>
              </Card>
            </Col>
            <Col xs={24}>
              <Card
                size="small"
                title={t('presale.tokenomics.title')}
                extra={<span className="ad-muted">{t('presale.tokenomics.hint')}</span>}
              >
                <Form.List
                  name="tokenomics"
                  rules={[
                    {
                      validator: async (_rule, rows: { percent: string }[] | undefined) => {
                        const sum = (rows ?? []).reduce((s, r) => s + (Number(r?.percent) || 0), 0);
                        if (sum > 100.000001) throw new Error(t('presale.rule.tokenomicsSum'));
                      },
                    },
                  ]}
                >
                  {(fields, { add, remove }, { errors }) => (
                    <>
                      <Row gutter={[12, 0]}>
                        {fields.map((field, index) => (
                          <Col xs={24} md={12} key={field.key}>
                            <Space align="start" className="ad-list-row">
                              <div>
                                <Form.Item name={[field.name, 'label']} rules={required(t('presale.name.label'))}>
                                  <Input
                                    placeholder={t('presale.tokenomics.labelPlaceholder')}
                                    aria-label={t('presale.tokenomics.labelLabel', { n: index + 1 })}
                                  />
                                </Form.Item>
                                <TranslationFields
                                  name={[field.name, 'labelI18n']}
                                  label={t('presale.tokenomics.labelLabel', { n: index + 1 })}
                                  maxLength={60}
                                  compact
                                />
                              </div>
                              <Form.Item name={[field.name, 'percent']} rules={decimal(t('presale.name.percent'), { allowZero: true })}>
                                <Input
                                  suffix="%"
                                  inputMode="decimal"
                                  aria-label={t('presale.tokenomics.percentLabel', { n: index + 1 })}
                                  className="ad-percent"
                                />
                              </Form.Item>
                              <Button
                                icon={<DeleteOutlined />}
                                onClick={() => remove(field.name)}
                                aria-label={t('presale.tokenomics.remove', { n: index + 1 })}
                              />
                            </Space>
                          </Col>
                        ))}
                      </Row>
                      <Form.ErrorList errors={errors} />
                      <Button
                        icon={<PlusOutlined />}
                        onClick={() => add({ label: '', percent: '0', labelI18n: {} })}
                        disabled={fields.length >= 20}
                      >
                        {t('presale.tokenomics.add')}
                      </Button>
                    </>
                  )}
                </Form.List>
              </Card>
            </Col>
          </Row>
          <div className="ad-form-actions">
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('presale.save')}
            </Button>
            <Button onClick={() => loaded && form.setFieldsValue(toFormValues(loaded))}>{t('presale.discard')}</Button>
          </div>
        </Form>
      )}
    </>
  );
}
