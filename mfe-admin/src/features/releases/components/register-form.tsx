import { useHost, type RemoteName } from '@openpresale/shared';
import { queryKeys } from '@openpresale/shared/queries';
import { releaseRegisterSchema } from '@openpresale/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { errorMessage, useAdminApi } from '../../../lib/admin-api';
import { SECTION_LABELS } from './section-labels';

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
  return (
    <Card size="small" title="Register a new version">
      <Form<Values>
        form={form}
        name="register-release"
        layout="vertical"
        requiredMark={false}
        initialValues={{ remote: 'admin', url: '' }}
        onFinish={async (values) => {
          const parsed = releaseRegisterSchema.safeParse(values);
          if (!parsed.success) {
            form.setFields([{ name: 'url', errors: [parsed.error.issues[0]?.message ?? 'Check the address.'] }]);
            return;
          }
          setChecking(true);
          try {
            const answer = await api.post<{ message: string }>('releases.php', { body: parsed.data });
            host.notify({ kind: 'success', title: answer.message });
            form.setFieldValue('url', '');
            await queryClient.invalidateQueries({ queryKey: queryKeys.releases });
          } catch (error) {
            form.setFields([{ name: 'url', errors: [errorMessage(error)] }]);
          } finally {
            setChecking(false);
          }
        }}
      >
        <div className="ad-release-form">
          <Form.Item label="Section" name="remote" className="ad-release-remote">
            <Select<RemoteName>
              options={(Object.keys(SECTION_LABELS) as RemoteName[]).map((value) => ({ value, label: SECTION_LABELS[value] }))}
            />
          </Form.Item>
          <Form.Item
            label="Address of the build's remoteEntry.js"
            name="url"
            className="ad-release-url"
            extra="A path on this site or an https:// address where the build's whole dist folder is deployed."
          >
            <Input placeholder="https://cdn.example.com/admin/1.4.0/remoteEntry.js" autoComplete="off" spellCheck={false} />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={checking}>
          Check and register
        </Button>
      </Form>
    </Card>
  );
}
