import { queryKeys } from '@openpresale/shared/queries';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useHost } from '@openpresale/shared';
import { DISTRIBUTION_STATUSES } from '@openpresale/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Select, Skeleton, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { errorMessage, useAdminApi } from '../../../lib/admin-api';
import { PageHeader } from '../../../components/page-header';
import { useSettings } from '../../../api/settings';
import { toFormValues, toSettingsBody, type SettingsFormValues } from './settings-form-values';

const decimal = (label: string, opts: { optional?: boolean; allowZero?: boolean } = {}): Rule[] => [
  {
    validator: async (_rule, value: unknown) => {
      const text = String(value ?? '').trim();
      if (text === '' && opts.optional) return;
      if (!/^\d+(\.\d+)?$/.test(text)) throw new Error(`${label} must be a number.`);
      if (!opts.allowZero && !(Number(text) > 0)) throw new Error(`${label} must be a positive number.`);
    },
  },
];
const required = (label: string): Rule[] => [{ required: true, whitespace: true, message: `${label} is required.` }];
const link: Rule[] = [{ pattern: /^(https?:\/\/\S+|\/\S*)$/i, message: 'Link must start with http://, https:// or /.' }];

export function PresalePage() {
  const host = useHost();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const settings = useSettings();
  const [form] = Form.useForm<SettingsFormValues>();
  const [busy, setBusy] = useState(false);
  const loaded = settings.data?.settings;

  useEffect(() => {
    if (loaded) form.setFieldsValue(toFormValues(loaded));
  }, [loaded, form]);

  async function save(values: SettingsFormValues) {
    setBusy(true);
    try {
      await api.put('settings.php', { body: toSettingsBody(values) });
      host.notify({ kind: 'success', title: 'Settings saved', description: 'The presale settings were updated.' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.settings });
    } catch (error) {
      host.notify({ kind: 'error', title: 'Could not save the settings', description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <PageHeader title="Presale" description="Figures and texts the landing page and the buyer dashboard show." />
      {settings.isPending ? (
        <Card size="small">
          <Skeleton active />
        </Card>
      ) : settings.isError ? (
        <Card size="small">
          <p role="alert">Error: {errorMessage(settings.error)}</p>
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
              <Card size="small" title="Token" className="ad-fill">
                <Row gutter={12}>
                  <Col xs={24} md={12}>
                    <Form.Item label="Token name" name="tokenName" rules={required('Token name')}>
                      <Input maxLength={60} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      label="Token symbol"
                      name="tokenSymbol"
                      rules={[
                        ...required('Token symbol'),
                        { pattern: /^[A-Za-z0-9]{1,12}$/, message: 'Token symbol may contain only letters and digits (at most 12).' },
                      ]}
                    >
                      <Input maxLength={12} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label="Total supply" name="totalSupply" rules={decimal('Total supply')}>
                      <Input inputMode="decimal" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label="Token distribution" name="distributionStatus">
                      <Select options={DISTRIBUTION_STATUSES.map((s) => ({ value: s, label: s }))} aria-label="Token distribution" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label="Soft cap ($)" name="softCap" rules={decimal('Soft cap', { allowZero: true })}>
                      <Input inputMode="decimal" prefix="$" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label="Hard cap ($)" name="hardCap" rules={decimal('Hard cap')}>
                      <Input inputMode="decimal" prefix="$" />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card size="small" title="Stage and listing" className="ad-fill">
                <Row gutter={12}>
                  <Col xs={24} md={12}>
                    <Form.Item label="Current stage name" name="stageName" rules={required('Stage name')}>
                      <Input maxLength={60} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      label="Stage token allocation"
                      name="stageAllocation"
                      rules={decimal('Stage allocation', { allowZero: true })}
                    >
                      <Input inputMode="decimal" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label="Stage end (your local time)" name="stageEnd" extra="Empty: no countdown and no 'ends soon' notice.">
                      <Input type="datetime-local" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label="Next stage price ($)" name="nextStagePrice" rules={decimal('Next stage price', { optional: true })}>
                      <Input inputMode="decimal" prefix="$" placeholder="Not set" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label="Listing date (your local time)" name="listingDate">
                      <Input type="datetime-local" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label="Listing price ($)" name="listingPrice" rules={decimal('Listing price', { optional: true })}>
                      <Input inputMode="decimal" prefix="$" placeholder="Not announced" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      label="Admin time zone"
                      name="adminTimeZone"
                      extra="Times in admin tables, e.g. UTC+3 or Europe/Berlin."
                      rules={[
                        ...required('Time zone'),
                        {
                          pattern: /^(UTC([+-](0?\d|1[0-4])(:[0-5]\d)?)?|[A-Za-z_]+(\/[A-Za-z0-9_+\-]+)+)$/,
                          message: "Time zone must look like 'UTC+3' or 'Europe/Berlin'.",
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
                title="Promotion"
                className="ad-fill"
                extra={<span className="ad-muted">Hidden when title and text are empty</span>}
              >
                <Form.Item label="Title" name="promotionTitle">
                  <Input maxLength={120} />
                </Form.Item>
                <Form.Item label="Text" name="promotionText">
                  <Input.TextArea rows={3} maxLength={2000} />
                </Form.Item>
                <Form.Item label="Rules link" name="promotionRulesLink" rules={link}>
                  <Input placeholder="https://… or /path" />
                </Form.Item>
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card size="small" title="Documents" className="ad-fill" extra={<span className="ad-muted">Up to three</span>}>
                <Form.List name="documents">
                  {(fields, { add, remove }) => (
                    <>
                      {fields.map((field, index) => (
                        <Space key={field.key} align="start" className="ad-list-row">
                          <Form.Item
                            name={[field.name, 'title']}
                            rules={required('Document title')}
                            aria-label={`Document ${index + 1} title`}
                          >
                            <Input placeholder="Title" aria-label={`Document ${index + 1} title`} />
                          </Form.Item>
                          <Form.Item name={[field.name, 'link']} rules={[...required('Document link'), ...link]}>
                            <Input placeholder="https://… or /path" aria-label={`Document ${index + 1} link`} />
                          </Form.Item>
                          <Button
                            icon={<DeleteOutlined />}
                            onClick={() => remove(field.name)}
                            aria-label={`Remove document ${index + 1}`}
                          />
                        </Space>
                      ))}
                      <Button icon={<PlusOutlined />} onClick={() => add({ title: '', link: '' })} disabled={fields.length >= 3}>
                        Add document
                      </Button>
                    </>
                  )}
                </Form.List>
              </Card>
            </Col>
            <Col xs={24}>
              <Card
                size="small"
                title="Link previews"
                extra={<span className="ad-muted">When the site is shared in chats and social networks</span>}
              >
                <Form.Item
                  label="Preview image link"
                  name="shareImage"
                  rules={link}
                  extra="A picture of about 1200 × 630 pixels. Empty: previews show the name and description only."
                >
                  <Input placeholder="https://… or /path" />
                </Form.Item>
              </Card>
            </Col>
            <Col xs={24}>
              <Card size="small" title="Tokenomics" extra={<span className="ad-muted">Percents add up to at most 100</span>}>
                <Form.List
                  name="tokenomics"
                  rules={[
                    {
                      validator: async (_rule, rows: { percent: string }[] | undefined) => {
                        const sum = (rows ?? []).reduce((s, r) => s + (Number(r?.percent) || 0), 0);
                        if (sum > 100.000001) throw new Error('Tokenomics percents must not add up to more than 100.');
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
                              <Form.Item name={[field.name, 'label']} rules={required('Label')}>
                                <Input placeholder="Label" aria-label={`Tokenomics row ${index + 1} label`} />
                              </Form.Item>
                              <Form.Item name={[field.name, 'percent']} rules={decimal('Percent', { allowZero: true })}>
                                <Input
                                  suffix="%"
                                  inputMode="decimal"
                                  aria-label={`Tokenomics row ${index + 1} percent`}
                                  className="ad-percent"
                                />
                              </Form.Item>
                              <Button
                                icon={<DeleteOutlined />}
                                onClick={() => remove(field.name)}
                                aria-label={`Remove tokenomics row ${index + 1}`}
                              />
                            </Space>
                          </Col>
                        ))}
                      </Row>
                      <Form.ErrorList errors={errors} />
                      <Button icon={<PlusOutlined />} onClick={() => add({ label: '', percent: '0' })} disabled={fields.length >= 20}>
                        Add row
                      </Button>
                    </>
                  )}
                </Form.List>
              </Card>
            </Col>
          </Row>
          <div className="ad-form-actions">
            <Button type="primary" htmlType="submit" loading={busy}>
              Save settings
            </Button>
            <Button onClick={() => loaded && form.setFieldsValue(toFormValues(loaded))}>Discard changes</Button>
          </div>
        </Form>
      )}
    </>
  );
}
