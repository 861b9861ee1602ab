import { ApiRequestError, useHost, type RemoteAppProps } from '@openpresale/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

function Login() {
  const host = useHost();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  return (
    <Form
      layout="vertical"
      onFinish={async (values: { login: string; password: string }) => {
        setError('');
        try {
          const answer = await host.api.post<{ token: string }>('admin.php', { body: values });
          host.signInAdmin(answer.token);
          navigate('/admin/dashboard');
        } catch (cause) {
          setError(cause instanceof ApiRequestError ? cause.message : 'Login failed.');
        }
      }}
    >
      <Form.Item label="Login" name="login" rules={[{ required: true }]}>
        <Input />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true }]}>
        <Input.Password />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        Login
      </Button>
      {error && <p role="alert">{error}</p>}
    </Form>
  );
}

function Currencies() {
  const host = useHost();
  const cryptos = useQuery({
    queryKey: ['cryptos'],
    queryFn: () => host.api.get<{ data: { id: number; currency: string; fullName: string; rate: number }[] }>('cryptos.php'),
  });
  return (
    <Table
      rowKey="id"
      loading={cryptos.isPending}
      dataSource={cryptos.data?.data ?? []}
      columns={[
        { title: 'Currency', dataIndex: 'currency' },
        { title: 'Full name', dataIndex: 'fullName' },
        { title: 'Rate', dataIndex: 'rate' },
      ]}
    />
  );
}

// Mounted at /admin (login) and /admin/dashboard/* (behind the admin guard).
export default function App({ basePath }: RemoteAppProps) {
  return basePath === '/admin' ? <Login /> : <Currencies />;
}
