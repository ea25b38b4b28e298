import { BadgePoundSterling } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  BILLING_KINDS,
  BILLING_LABELS,
  DEFAULT_CURRENCY,
  MAX_PRICE_MINOR,
  PAID_PLANS,
  isKnownCurrency,
  majorUnitsText,
  priceText,
  toMinorUnits,
  type BillingKind,
  type PaidPlan,
  type PlanPrice,
} from '../../../shared/domain/plan-prices';
import { PLAN_LABELS } from '../../../shared/domain/plans';
import { FormAlert } from '../../components/form-notices';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, parseApiError } from '../../lib/api-request';
import { usePlanPrices, useUpdatePlanPrice } from './api/plan-prices';

const CURRENCY_PROBLEM = 'must be a three-letter currency code such as GBP, EUR or USD';

type Field = 'amount' | 'currency' | 'billing' | 'taxByProvider';
/** The API's field names as the form's. */
const FORM_FIELD: Partial<Record<string, Field>> = {
  amountMinor: 'amount',
  currency: 'currency',
  billing: 'billing',
  taxByProvider: 'taxByProvider',
};

/**
 * The price of each paid plan, as the owner sets it: the amount, its currency (GBP unless changed),
 * how it is billed and whether the payment provider adds tax. A plan without a price is not on
 * sale: /pricing says so and it cannot be bought.
 */
export function PlanPricesSettings() {
  const prices = usePlanPrices();
  return (
    <section aria-labelledby="prices-heading" className="space-y-3">
      <h2 id="prices-heading" className="flex items-center gap-2 text-lg font-semibold">
        <BadgePoundSterling className="size-5 text-indigo-700" aria-hidden="true" />
        Prices
      </h2>
      <p className="text-sm text-slate-700">
        What each paid plan costs, as the{' '}
        <a href="/pricing" className="font-medium text-indigo-700 underline-offset-4 hover:underline">
          pricing page
        </a>{' '}
        shows it. A plan without a price is not on sale.
      </p>
      {prices.isError && <FormAlert>{errorMessageFromApiError(prices.error, 'The prices could not be loaded.')}</FormAlert>}
      {prices.data && (
        <div className="grid gap-4 lg:grid-cols-2">
          {PAID_PLANS.map((plan) => (
            <PlanPriceForm key={`${plan}:${JSON.stringify(prices.data[plan])}`} plan={plan} current={prices.data[plan]} />
          ))}
        </div>
      )}
    </section>
  );
}

function PlanPriceForm({ plan, current }: { plan: PaidPlan; current: PlanPrice | null }) {
  const label = PLAN_LABELS[plan];
  const [amount, setAmount] = useState(current ? majorUnitsText(current.amountMinor, current.currency) : '');
  const [currency, setCurrency] = useState(current?.currency ?? DEFAULT_CURRENCY);
  const [billing, setBilling] = useState<BillingKind>(current?.billing ?? 'yearly');
  const [taxByProvider, setTaxByProvider] = useState(current?.taxByProvider ?? false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const billingId = useId();
  const taxId = useId();

  const clear = (field: Field) => setErrors((e) => ({ ...e, [field]: undefined }));
  const update = useUpdatePlanPrice(plan, {
    onSuccess: (price) =>
      toast(
        price
          ? { title: `${label} price saved`, description: `${label} is on sale at ${priceText(price)}.` }
          : { title: `${label} is off sale`, description: 'It cannot be bought until you set a price again.' },
      ),
    onError: (err) => {
      const fields = parseApiError(err)?.fields ?? {};
      const mapped = Object.fromEntries(
        Object.entries(fields).flatMap(([field, message]) => (FORM_FIELD[field] ? [[FORM_FIELD[field], message]] : [])),
      );
      setErrors(mapped);
      if (Object.keys(mapped).length === 0)
        toast({ title: 'Not saved', description: errorMessageFromApiError(err, 'The price could not be saved.'), variant: 'destructive' });
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!isKnownCurrency(currency)) return setErrors({ currency: CURRENCY_PROBLEM });
    const amountMinor = toMinorUnits(amount, currency);
    if (amountMinor === null || amountMinor < 1)
      return setErrors({ amount: `Enter an amount in ${currency}, such as ${majorUnitsText(19900, currency)}` });
    if (amountMinor > MAX_PRICE_MINOR) return setErrors({ amount: `Enter at most ${majorUnitsText(MAX_PRICE_MINOR, currency)}` });
    update.mutate({ amountMinor, currency, billing, taxByProvider });
  };
  const takeOffSale = () => update.mutate(null);

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-label={`${label} price`}>
        <CardHeader>
          <CardTitle as="h3">{label}</CardTitle>
          <CardDescription>
            {current ? `On sale at ${priceText(current)}.` : `Not on sale: no price is set, so ${label} cannot be bought.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <div className="grid grid-cols-[1fr_7rem] gap-3">
            <TextField
              label="Amount"
              inputMode="decimal"
              placeholder="199.00"
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                clear('amount');
              }}
              error={errors.amount}
            />
            <TextField
              label="Currency"
              maxLength={3}
              autoCapitalize="characters"
              value={currency}
              onChange={(e) => {
                setCurrency(e.target.value.toUpperCase());
                clear('currency');
              }}
              error={errors.currency}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={billingId}>Billing</Label>
            <select
              id={billingId}
              value={billing}
              onChange={(e) => setBilling(e.target.value as BillingKind)}
              aria-invalid={errors.billing ? true : undefined}
              className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2"
            >
              {BILLING_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {BILLING_LABELS[kind]}
                </option>
              ))}
            </select>
            {errors.billing && <p className="text-sm font-medium text-red-700">Billing {errors.billing}</p>}
          </div>
          <div className="flex items-start gap-3">
            <input
              id={taxId}
              type="checkbox"
              role="switch"
              checked={taxByProvider}
              onChange={(e) => setTaxByProvider(e.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-indigo-700"
            />
            <Label htmlFor={taxId} className="font-normal">
              The payment provider adds tax on top (otherwise the amount includes any tax)
            </Label>
          </div>
          {errors.taxByProvider && <p className="text-sm font-medium text-red-700">Tax {errors.taxByProvider}</p>}
        </CardContent>
        <CardFooter className="flex flex-wrap gap-2">
          <Button type="submit" disabled={update.isPending}>
            Save {label} price
          </Button>
          {current && (
            <Button type="button" variant="outline" disabled={update.isPending} onClick={takeOffSale}>
              Take {label} off sale
            </Button>
          )}
        </CardFooter>
      </form>
    </Card>
  );
}
