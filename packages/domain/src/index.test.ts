import { describe, expect, it } from 'vitest';
import * as api from './api.ts';
import * as bank from './bank.ts';
import * as claimForm from './claim-form.ts';
import * as claimStatus from './claim-status.ts';
import * as claimSubmission from './claim-submission.ts';
import * as dates from './dates.ts';
import * as entities from './entities.ts';
import * as entry from './index.ts';
import * as funds from './funds.ts';
import * as meritCs from './merit-cs.ts';
import * as en from './messages/en.ts';
import * as translate from './messages/translate.ts';
import * as money from './money.ts';
import * as nonAceProvider from './non-ace-provider.ts';
import * as pageHeaders from './page-headers.ts';
import * as payTo from './pay-to.ts';
import * as platform from './platform.ts';
import * as providerClaimList from './provider-claim-list.ts';
import * as provider from './provider.ts';
import * as review from './review.ts';
import * as schoolYears from './school-years.ts';
import * as serviceCategories from './service-categories.ts';
import * as textFields from './text-fields.ts';
import * as ui from './ui.ts';
import * as uploads from './uploads.ts';
import * as users from './users.ts';

const modules = {
  api,
  bank,
  claimForm,
  claimStatus,
  claimSubmission,
  dates,
  entities,
  funds,
  meritCs,
  en,
  translate,
  money,
  nonAceProvider,
  pageHeaders,
  payTo,
  platform,
  providerClaimList,
  provider,
  review,
  schoolYears,
  serviceCategories,
  textFields,
  ui,
  uploads,
  users,
};

describe('the package entry', () => {
  it.each(Object.entries(modules))('exports everything %s exports', (_name, module) => {
    for (const [key, value] of Object.entries(module)) {
      expect(entry).toHaveProperty(key, value);
    }
  });
});

describe('platforms', () => {
  it('are web, Android and iOS', () => {
    expect(platform.PLATFORMS).toEqual(['web', 'android', 'ios']);
    expect(platform.isPlatform('ios')).toBe(true);
    expect(platform.isPlatform('windows')).toBe(false);
  });
});

describe('presentation constants of spec section 9', () => {
  it('time toasts at 4000 ms, 1500 ms for login errors and 3 s for assign failures', () => {
    expect(ui.TOAST_DURATION_MS).toEqual({ default: 4000, loginError: 1500, assignFailure: 3000 });
    expect(ui.TOAST_KINDS).toEqual(['danger', 'success', 'warning']);
  });

  it('break at 1024, 768 and 380 px with buttons 32, 40 and 48 px high', () => {
    expect(ui.BREAKPOINTS_PX).toEqual({ desktop: 1024, tablet: 768, tiny: 380 });
    expect(Object.values(ui.BUTTON_HEIGHTS_PX)).toEqual([32, 40, 48]);
  });

  it('show 2 claims of history, log out waiting screens after 10 s and sample telemetry fully', () => {
    expect(ui.PARENT_HISTORY_ROWS).toBe(2);
    expect(ui.WAITING_NOTICE_LOGOUT_MS).toBe(10_000);
    expect(ui.TELEMETRY_SAMPLE_RATE).toBe(1);
  });
});
