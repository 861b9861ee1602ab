import { useHost } from '@openpresale/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

export function LandingPage() {
  const { api } = useHost();
  const price = useQuery({
    queryKey: ['mainCurrency'],
    queryFn: () => api.get<{ data: { id: number; value: number }[] }>('mainCurrency.php'),
  });
  const value = price.data?.data[0]?.value;
  return (
    <main>
      <h1>The future of digital currency!</h1>
      <p data-testid="token-price">{value === undefined ? 'Load..' : `1.00 DEMO = $${value.toFixed(2)}`}</p>
      <Link to="/register">Purchase Tokens!</Link> <Link to="/login">Log in</Link>
    </main>
  );
}
