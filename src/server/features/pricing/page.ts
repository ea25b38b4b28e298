import type { PublicPlans } from '../../../shared/contract/plan-prices';
import { BILLING_WORDS, formatAmount, priceText, type PlanPrice } from '../../../shared/domain/plan-prices';
import { FEATURE_LABELS, PLAN_FEATURES, PLAN_LABELS, entitlement, type PlanFeature, type PlanName } from '../../../shared/domain/plans';
import { Html, markup } from '../../../shared/domain/markup';
import { DEFAULT_PRIMARY, document } from '../../pages/pages';

type PublicPlan = PublicPlans['plans'][number];

export const PRICING_PATH = '/pricing';

/** Where a paid plan is bought (or, while payments are off, asked for): the upgrade page, told which plan. */
const upgradePath = (plan: Exclude<PlanName, 'free'>) => (plan === 'lite' ? '/upgrade-to-lite' : '/upgrade-to-lite?plan=pro');

const SIGN_UP_PATH = '/speaker/signup';
const FREE_PAGE_PATH = '/free-qr-landing';

/** The plans side by side on a wide screen, one under the other on a phone; the comparison table scrolls sideways when it must. */
const PRICING_CSS = [
  '.page{max-width:64rem}',
  '.home{color:#3730a3;font-weight:600;text-decoration:none}',
  '.plans{display:grid;gap:16px}',
  '@media (min-width:768px){.plans{grid-template-columns:repeat(3,minmax(0,1fr))}}',
  '.plan{display:flex;flex-direction:column;gap:12px}',
  '.plan ul{margin:0;padding-left:1.25rem;display:grid;gap:6px}',
  '.price{color:#334155}.amount{display:block;font-size:1.75rem;line-height:1.2;font-weight:700;color:#0f172a}',
  '.actions{margin-top:auto;display:grid;gap:8px}',
  '.table-wrap{overflow-x:auto}',
  'table{width:100%;border-collapse:collapse;font-size:.875rem}',
  'caption{text-align:left;font-weight:600;margin-bottom:8px}',
  'th,td{padding:8px;border-bottom:1px solid #e2e8f0;text-align:left;vertical-align:top}',
  'thead th{font-weight:600;color:#0f172a}tbody th{font-weight:500}',
  '.foot{display:flex;flex-wrap:wrap;justify-content:center;gap:8px 20px}.foot a{color:#3730a3}',
].join('');

const SUMMARIES: Record<PlanName, string> = {
  free: 'A QR code page for your talks: attendees rate the talk, leave a testimonial and get your gift.',
  lite: 'Everything in Free, plus talks of your own and the tools that turn feedback into bookings.',
  pro: 'Everything in Lite, plus deeper audience insights: the trend across your talks, talks side by side, and seniority, roles and companies talk by talk.',
};

/** A feature as a plan's list names it: with its count, and the insights with what they are. */
function featureItem(feature: PlanFeature, count: number | null): string {
  if (feature === 'assessmentReports' && count !== null) return `${count} assessment reports`;
  if (feature === 'insights')
    return `${FEATURE_LABELS.insights} (the trend across talks, talks side by side, seniority, roles and companies per talk)`;
  return FEATURE_LABELS[feature];
}

function priceBlock(plan: PublicPlan): Html {
  if (plan.name === 'free') return markup`<p class="price"><span class="amount">Free</span> no card, no end date</p>`;
  const price = plan.price;
  if (!price)
    return markup`<p class="price"><span class="amount">Not on sale yet</span></p>
<p class="muted">${plan.label} is not on sale yet. Ask us for it and we switch it on for your account, or create an account first.</p>`;
  return markup`<p class="price"><span class="amount">${formatAmount(price.amountMinor, price.currency)}</span> ${BILLING_WORDS[price.billing]}${price.taxByProvider ? ' + tax' : null}</p>`;
}

function actions(plan: PublicPlan): Html {
  if (plan.name === 'free') return markup`<a class="button outline" href="${FREE_PAGE_PATH}">Make your free QR page</a>`;
  const to = upgradePath(plan.name);
  if (plan.price) return markup`<a class="button" href="${to}">Choose ${plan.label}</a>`;
  return markup`<a class="button" href="${to}">Ask for ${plan.label}</a>
<a class="button outline" href="${SIGN_UP_PATH}">Create your account</a>`;
}

function planCard(plan: PublicPlan): Html {
  const id = `plan-${plan.name}`;
  return markup`<section class="card plan" aria-labelledby="${id}">
<h2 id="${id}">${plan.label}</h2>
${priceBlock(plan)}
<p>${SUMMARIES[plan.name]}</p>
<ul aria-label="What ${plan.label} includes">${plan.features.map((f) => markup`<li>${featureItem(f.feature, f.count)}</li>`)}</ul>
<div class="actions">${actions(plan)}</div>
</section>`;
}

const shortPrice = (price: PlanPrice | null) => (price ? priceText(price) : 'Not on sale yet');

function cell(plan: PlanName, feature: PlanFeature): Html {
  const count = entitlement(plan, feature);
  if (count === 0) return markup`<td><span aria-hidden="true">–</span><span class="sr-only">Not included</span></td>`;
  if (Number.isFinite(count)) return markup`<td>${count}</td>`;
  if (feature === 'insights') return markup`<td>As they are built</td>`;
  return markup`<td><span aria-hidden="true">✓</span><span class="sr-only">Included</span></td>`;
}

function comparison(plans: readonly PublicPlan[]): Html {
  return markup`<section class="card">
<h2 id="compare-heading">Compare the plans</h2>
<div class="table-wrap" role="region" aria-labelledby="compare-heading" tabindex="0">
<table>
<caption class="sr-only">What Free, Lite and PRO include, and their prices</caption>
<thead><tr><th scope="col">Feature</th>${plans.map((p) => markup`<th scope="col">${p.label}</th>`)}</tr></thead>
<tbody>
<tr><th scope="row">Price</th>${plans.map((p) => markup`<td>${p.name === 'free' ? 'Free' : shortPrice(p.price)}</td>`)}</tr>
${PLAN_FEATURES.map((f) => markup`<tr><th scope="row">${FEATURE_LABELS[f]}</th>${plans.map((p) => cell(p.name, f))}</tr>`)}
</tbody>
</table>
</div>
</section>`;
}

/**
 * {PUBLIC_URL}/pricing: Free, Lite and PRO with what each includes and the owner's prices, complete
 * without a script. A paid plan without a price says it is not on sale and offers the upgrade
 * request or an account instead; `trialDays` is the Lite trial an account made on the sign-up page gets (0: none; a free QR
 * page's account never gets one).
 */
export function pricingPageHtml(view: { plans: readonly PublicPlan[]; trialDays: number; publicUrl: string }): string {
  const description = `What Free, ${PLAN_LABELS.lite} and ${PLAN_LABELS.pro} include, and what they cost.`;
  return document({
    title: 'Plans and prices · SpeakerPro',
    description,
    themeColor: DEFAULT_PRIMARY,
    script: null,
    css: PRICING_CSS,
    head: markup`<link rel="canonical" href="${view.publicUrl}${PRICING_PATH}">`,
    body: markup`<header class="card">
<p><a class="home" href="/">SpeakerPro</a></p>
<h1>Plans and prices</h1>
<p class="muted">Start with a free QR page. Lite turns what your audience says into testimonials, graphics and leads; PRO adds deeper audience insights.</p>
${view.trialDays > 0 ? markup`<p class="muted">A speaker account made on the <a href="${SIGN_UP_PATH}">sign-up page</a> starts with ${view.trialDays} days of Lite to try, without a card; a free QR page starts on Free.</p>` : null}
</header>
<div class="plans">${view.plans.map(planCard)}</div>
${comparison(view.plans)}
<footer class="foot small"><a href="/">SpeakerPro home</a><a href="/upgrade-to-lite">Upgrade to Lite</a><a href="/privacy">Privacy</a><a href="/terms">Terms</a></footer>`,
  });
}
