import { errorTranslations, remoteNames, useAnswerMessage, useErrorMessage, useHost, type RemoteName } from '@openpresale/shared';
import { placeIssues, type FormField } from '@openpresale/shared/forms';
import { queryKeys } from '@openpresale/shared/queries';
import { releaseRegisterSchema } from '@openpresale/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useT } from '../../../i18n';
import { useAdminApi } from '../../../lib/admin-api';
import { sectionLabel } from './section-labels';

interface Values {
  remote: RemoteName;
  url: string;
}

/**
 * Registers a version by the address of its entry. The server looks at the build before storing
 * it (the entry answers, it is a build of that section, its contract fits); nothing goes live
 * until someone switches to it.
 */
export function RegisterForm() {
  const host = useHost();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [checking, setChecking] = useState(false);
  const t = useT();
  const errorMessage = useErrorMessage();
  const answerMessage = useAnswerMessage();
  const errorText = errorTranslations.useT();
  const fields: Record<keyof Values, FormField> = useMemo(
    () => ({
      remote: { label: t('releases.register.section'), keys: ['remote'] },
      url: { label: t('releases.register.url'), keys: ['url'] },
    }),
    [t],
  );
  return (
    <Card size="small" title={t('releases.register.title')}>
      <Form<Values>
        form={form}
        name="register-release"
        layout="vertical"
        requiredMark={false}
        initialValues={{ remote: 'admin', url: '' }}
        onFinish={async (values) => {
          const parsed = releaseRegisterSchema.safeParse(values);
          if (!parsed.success) {
            // the schema's messages are codes: placed in the page's language next to their field
            const placed = placeIssues(parsed.error.issues, fields, errorText);
            const urlError = placed.fields.url ?? (placed.fields.remote ? undefined : (placed.form ?? t('releases.register.checkAddress')));
            form.setFields([
              { name: 'remote', errors: placed.fields.remote ? [placed.fields.remote] : [] },
              { name: 'url', errors: urlError ? [urlError] : [] },
            ]);
            return;
          }
          setChecking(true);
          try {
            const answer = await api.post<{ message: string }>('releases.php', { body: parsed.data });
            host.notify({ kind: 'success', title: answerMessage(answer) });
            form.setFieldValue('url', '');
            await queryClient.invalidateQueries({ queryKey: queryKeys.releases });
          } catch (error) {
            form.setFields([{ name: 'url', errors: [errorMessage(error, { network: t('releases.errorOccurred') })] }]);
          } finally {
            setChecking(false);
          }
        }}
      >
        <div className="ad-release-form">
          <Form.Item label={t('releases.register.section')} name="remote" className="ad-release-remote">
            <Select<RemoteName> options={remoteNames.map((value) => ({ value, label: sectionLabel(t, value) }))} />
          </Form.Item>
          <Form.Item label={t('releases.register.url')} name="url" className="ad-release-url" extra={t('releases.register.urlHelp')}>
            <Input placeholder={t('releases.register.urlPlaceholder')} autoComplete="off" spellCheck={false} />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={checking}>
          {t('releases.register.submit')}
        </Button>
      </Form>
    </Card>
  );
}
