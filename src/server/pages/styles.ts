/**
 * The attendee pages' whole stylesheet, inlined into each page: a phone on conference Wi-Fi gets
 * the page styled in its first response, without the app's stylesheet (about 45 KiB) or a second
 * request. System fonts only, for the same reason. Colours and sizes follow the app's (slate text,
 * red-700 errors, 44 px touch targets), with contrast of at least 4.5:1 for text.
 */
export const ATTENDEE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f8fafc;color:#0f172a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.page{margin:0 auto;display:flex;flex-direction:column;gap:20px;width:100%;max-width:28rem;min-height:100dvh;padding:20px 16px}
@media (min-width:640px){.page{padding:40px 16px}}
h1,h2,p{margin:0}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:12px;box-shadow:0 1px 2px rgb(0 0 0/.05);padding:20px}
.brand{padding:0;overflow:hidden}
.bar{display:flex;height:8px}.bar span:first-child{flex:3}.bar span:last-child{flex:1}
.brand-body{padding:20px;display:grid;gap:8px}
.logo{height:48px;width:auto;max-width:70%;object-fit:contain}
.speaker{font-weight:600;color:#1e293b}
h1{font-size:1.5rem;line-height:1.25;font-weight:700;letter-spacing:-.01em;text-wrap:balance}
h2{font-size:1.125rem;font-weight:600;margin-bottom:4px}
.muted{color:#334155}.small{font-size:.875rem}.hint{font-size:.875rem;color:#475569}
.intro{margin-bottom:20px}
form{display:grid;gap:20px}
.field{display:grid;gap:6px}
label,legend{font-size:.875rem;font-weight:500}
input[type=text],input[type=email],textarea{display:block;width:100%;min-height:44px;padding:8px 12px;border:1px solid #94a3b8;border-radius:6px;background:#fff;color:#0f172a;font:inherit}
textarea{min-height:112px;resize:vertical}
::placeholder{color:#64748b}
input:focus-visible,textarea:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid #4f46e5;outline-offset:2px}
input[aria-invalid=true],textarea[aria-invalid=true]{border-color:#b91c1c}
.error{font-size:.875rem;font-weight:500;color:#b91c1c}
fieldset{border:0;margin:0;padding:0;min-width:0}
.stars{display:flex;align-items:center;gap:4px;margin-top:4px}
.star{position:relative;display:block;padding:4px;border-radius:6px;color:#94a3b8;cursor:pointer}
.star input{position:absolute;inset:0;z-index:1;width:100%;height:100%;margin:0;opacity:0;cursor:pointer}
.star svg{display:block;width:40px;height:40px;fill:none;stroke:currentColor;stroke-width:1.5;stroke-linejoin:round}
.star:has(input:focus-visible){outline:2px solid #4f46e5}
.stars:has(input[value="1"]:checked) .star:nth-child(-n+1),
.stars:has(input[value="2"]:checked) .star:nth-child(-n+2),
.stars:has(input[value="3"]:checked) .star:nth-child(-n+3),
.stars:has(input[value="4"]:checked) .star:nth-child(-n+4),
.stars:has(input[value="5"]:checked) .star:nth-child(-n+5){color:#f59e0b}
.stars:has(input[value="1"]:checked) .star:nth-child(-n+1) svg,
.stars:has(input[value="2"]:checked) .star:nth-child(-n+2) svg,
.stars:has(input[value="3"]:checked) .star:nth-child(-n+3) svg,
.stars:has(input[value="4"]:checked) .star:nth-child(-n+4) svg,
.stars:has(input[value="5"]:checked) .star:nth-child(-n+5) svg{fill:#fbbf24}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.check{display:flex;align-items:flex-start;gap:12px}
.check input{width:20px;height:20px;margin:2px 0 0;flex-shrink:0;accent-color:#4338ca}
.check label{font-weight:400;color:#1e293b}
.checks{display:grid;gap:12px}
.choices{display:flex;flex-wrap:wrap;gap:8px 32px;margin-top:8px}
.group{display:grid;gap:12px;margin-top:4px}
.button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:8px 16px;border:1px solid transparent;border-radius:6px;background:#4338ca;color:#fff;font:inherit;font-weight:500;text-decoration:none;cursor:pointer}
.button.large{width:100%;min-height:48px;font-size:1rem}
.button.outline{background:#fff;color:#0f172a;border-color:#94a3b8}
.button:disabled{opacity:.6;cursor:not-allowed}
.problem{display:grid;gap:12px;padding:16px;border:1px solid #fcd34d;border-radius:8px;background:#fffbeb;color:#451a03;font-size:.875rem}
.center{text-align:center}
.message{margin-top:32px;display:grid;gap:6px}
.pre-line{white-space:pre-line}
.strong{font-weight:500}
.thanks{margin-top:24px;display:grid;gap:8px}
.thanks h1{font-size:1.875rem}
.gift{display:grid;gap:16px}
.label{font-size:.875rem;font-weight:500;color:#3730a3}
.code{display:flex;align-items:center;gap:8px}
code{flex:1;min-width:0;padding:8px 12px;border-radius:6px;background:#f1f5f9;font:1rem ui-monospace,monospace;word-break:break-all}
.graphic img{display:block;width:100%;height:auto;aspect-ratio:1;border:1px solid #e2e8f0;border-radius:8px}
.toast{position:fixed;left:16px;right:16px;bottom:16px;z-index:10;max-width:24rem;margin:0 auto;padding:12px 16px;border-radius:8px;background:#0f172a;color:#fff;font-size:.875rem;box-shadow:0 4px 12px rgb(0 0 0/.2)}
.toast:empty{display:none}
.language{display:flex;align-items:center;justify-content:flex-end;gap:8px;font-size:.875rem;color:#475569}
.language select{min-height:44px;padding:4px 8px;border:1px solid #94a3b8;border-radius:6px;background:#fff;color:#0f172a;font:inherit}
.toast strong{display:block}
[hidden]{display:none!important}
`
  .replace(/\n/g, '')
  .trim();
