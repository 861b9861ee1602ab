import { useHost } from '@openpresale/shared';
import { myTransactionsQuery } from '@openpresale/shared/queries';
import { useQuery } from '@tanstack/react-query';

export function useMyTransactions() {
  const host = useHost();
  return useQuery(myTransactionsQuery(host.api, host.session.userToken));
}
