import { queryOptions, useQuery } from '@tanstack/react-query';
import { listDeprecatedAddresses } from '../../../shared/contract/compat';
import { Card } from '../../components/ui/card';
import { callOperation, callUrl } from '../../lib/api/call-operation';
import { Panel } from './dashboard-panel';

const numberFormat = new Intl.NumberFormat('en-GB');
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

const deprecatedAddressesQuery = () =>
  queryOptions({
    queryKey: [callUrl(listDeprecatedAddresses, {})] as const,
    queryFn: ({ signal }) => callOperation(listDeprecatedAddresses, {}, { signal }),
  });

/**
 * Which integrations still call the API's old addresses, and until when those answer: the owner
 * can tell who to write to before an address is retired, and which ones nobody uses any more.
 */
export function OldAddressesSection() {
  const { data, isPending, isError } = useQuery(deprecatedAddressesQuery());
  const called = data?.addresses.filter((a) => a.callsLast30Days > 0) ?? [];
  const unused = data ? data.addresses.length - called.length : 0;
  return (
    <Panel
      id="old-addresses-heading"
      title="Old API addresses"
      isPending={isPending}
      isError={isError}
      errorText="Could not load the calls to old API addresses."
    >
      {data && (
        <Card className="space-y-3 p-4">
          <p className="text-slate-800">
            {called.length === 0
              ? 'No integration called an old address in the last 30 days.'
              : `${numberFormat.format(called.length)} old ${called.length === 1 ? 'address was' : 'addresses were'} called in the last 30 days.`}{' '}
            Old addresses answer until {dateFormat.format(new Date(data.sunset))}; {numberFormat.format(unused)} of them had no call in the
            last 30 days.
          </p>
          {called.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Old addresses called in the last 30 days</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-700">
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Old address
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Use instead
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right font-medium">
                      Calls (30 days)
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      Last call
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {called.map((a) => (
                    <tr key={a.address} className="border-b border-slate-100">
                      <td className="py-2 pr-4 font-mono text-xs [overflow-wrap:anywhere]">{a.address}</td>
                      <td className="py-2 pr-4 font-mono text-xs [overflow-wrap:anywhere]">
                        {a.successor ?? 'several (see the API document)'}
                      </td>
                      <td className="py-2 pr-4 text-right tabular-nums">{numberFormat.format(a.callsLast30Days)}</td>
                      <td className="py-2">{a.lastCalledAt ? dateFormat.format(new Date(a.lastCalledAt)) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      )}
    </Panel>
  );
}
