// Generated from the OpenAPI document the API serves (apps/api/src/generated-client.int.test.ts -u). Do not edit.
/* eslint-disable -- openapi-typescript's output, checked against the document rather than linted */
export interface paths {
  '/api/version/{id}/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the native app at version {id} must be updated (platform from ?platform= or X-Client-Platform) */
    get: operations['getVersionByIdUpdate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/school-years': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The programme's school years, the first first: dates, default award, state and unspent-funds rule */
    get: operations['getSchoolYears'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A claim file, through the signed link a claim view gave */
    get: operations['getFilesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/appeal-files/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A file a parent sent with an appeal, through the signed link an appeal view gave */
    get: operations['getAppealFilesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audit-files/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A file a parent sent with an answer to an audit's question, through the signed link an audit view gave */
    get: operations['getAuditFilesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/pre-approval-files/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The quote a parent sent with a pre-approval request, through the signed link a pre-approval view gave */
    get: operations['getPreApprovalFilesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/data-archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A parent's data archive, through the signed link POST /api/user/data-archive/link gave
     * @description A zip built as it is sent: README.txt, profile.json, children.json, claims.json and the receipt files under files/claim-{id}/. A failure part-way cuts the download off rather than ending it as a complete zip.
     */
    get: operations['getDataArchive'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/review-claim/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The claim of a review link, its funds and (internal review) the relevant claims */
    get: operations['getReviewClaimByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/review-claim/{token}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve the claim */
    post: operations['postReviewClaimByTokenApprove'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/review-claim/{token}/send-for-external-review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Passes internal review: send the claim to its provider */
    post: operations['postReviewClaimByTokenSendForExternalReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/review-claim/{token}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject the claim */
    post: operations['postReviewClaimByTokenReject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/review-claim/{token}/assign-service-provider': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Support staff assign a programme provider to the claim */
    post: operations['postReviewClaimByTokenAssignServiceProvider'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service-provider/{number}/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A provider's name and number, for the holder of a valid review token */
    get: operations['getServiceProviderByNumberByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bank/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The bank payment provider reports a change (signed with X-Request-Signature-SHA-256) */
    post: operations['postBankWebhooks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/parent/login/success': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Links the identity to the programme's parent record and answers the parent */
    post: operations['postLoginParentLoginSuccess'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/merit-cs/login/success': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Links the identity to the support staff record */
    post: operations['postLoginMeritCsLoginSuccess'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login/service-provider/{id}/login/success': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Signs the identity in for organisation {id}, one of its merits registered as a provider */
    post: operations['postLoginServiceProviderByIdLoginSuccess'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in identity and the user types the programme registered it as */
    get: operations['getUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/parent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The parent, their children with funds and claim history (newest first) */
    get: operations['getUserParent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/merit-cs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The support staff user */
    get: operations['getUserMeritCs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/service-provider/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The service provider user acting for organisation {id} */
    get: operations['getUserServiceProviderById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/language': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The language the signed-in person chose, or null until they choose one */
    get: operations['getUserLanguage'];
    /** Keeps the signed-in person's language: their screens and e-mails follow it */
    put: operations['putUserLanguage'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/data-archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Everything the programme holds about the signed-in parent and their children, as one zip
     * @description A zip built as it is sent: README.txt, profile.json, children.json, claims.json and the receipt files under files/claim-{id}/. A failure part-way cuts the download off rather than ending it as a complete zip.
     */
    get: operations['getUserDataArchive'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/data-archive/link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A link to the signed-in parent's data archive, valid for a minute, for the browser to follow */
    post: operations['postUserDataArchiveLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service-provider/access-merits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in person's organisations that are registered service providers */
    get: operations['getServiceProviderAccessMerits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service-provider/number/{number}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Looks a provider up by its 6-digit number: the parents' claim form, support staff's provider search */
    get: operations['getServiceProviderNumberByNumber'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service-provider/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The service provider of organisation {id}, for its members */
    get: operations['getServiceProviderById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service-provider': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Support staff register an organisation as a service provider */
    post: operations['postServiceProvider'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service-provider/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Support staff change a provider's status (Active <-> Inactive) */
    patch: operations['patchServiceProviderStatus'];
    trace?: never;
  };
  '/api/service-provider/{id}/pending-vendor-approval-claims': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's claims waiting for its own review (Pending external)
     * @description The Filter panel, a sort, a page size and the cursor of the next page.
     */
    get: operations['getServiceProviderByIdPendingVendorApprovalClaims'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service-provider/{id}/pending-vendor-approval-claims/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's claims waiting for its own review (Pending external): how many the Filter panel's filters select
     * @description The tab's label while filters are applied; claim-stats counts every tab's claims.
     */
    get: operations['getServiceProviderByIdPendingVendorApprovalClaimsCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service-provider/{id}/pending-vendor-approval-claims/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's claims waiting for its own review (Pending external): every claim the filters select, as a spreadsheet (text/csv)
     * @description The same filters, sort and order as the list; no page size or cursor.
     */
    get: operations['getServiceProviderByIdPendingVendorApprovalClaimsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service-provider/{id}/pending-internal-review-claims': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's claims waiting for support staff's review (Pending)
     * @description The Filter panel, a sort, a page size and the cursor of the next page.
     */
    get: operations['getServiceProviderByIdPendingInternalReviewClaims'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service-provider/{id}/pending-internal-review-claims/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's claims waiting for support staff's review (Pending): how many the Filter panel's filters select
     * @description The tab's label while filters are applied; claim-stats counts every tab's claims.
     */
    get: operations['getServiceProviderByIdPendingInternalReviewClaimsCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service-provider/{id}/pending-internal-review-claims/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's claims waiting for support staff's review (Pending): every claim the filters select, as a spreadsheet (text/csv)
     * @description The same filters, sort and order as the list; no page size or cursor.
     */
    get: operations['getServiceProviderByIdPendingInternalReviewClaimsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service-provider/{id}/history-claims': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's decided claims (Accepted and Rejected), newest first by default
     * @description The Filter panel, a sort, a page size and the cursor of the next page.
     */
    get: operations['getServiceProviderByIdHistoryClaims'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service-provider/{id}/history-claims/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's decided claims (Accepted and Rejected), newest first by default: how many the Filter panel's filters select
     * @description The tab's label while filters are applied; claim-stats counts every tab's claims.
     */
    get: operations['getServiceProviderByIdHistoryClaimsCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service-provider/{id}/history-claims/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organisation's decided claims (Accepted and Rejected), newest first by default: every claim the filters select, as a spreadsheet (text/csv)
     * @description The same filters, sort and order as the list; no page size or cursor.
     */
    get: operations['getServiceProviderByIdHistoryClaimsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service-provider/{id}/claim-stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many claims each tab of the dashboard holds */
    get: operations['getServiceProviderByIdClaimStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/claim/service-provider/{claimId}/{orgId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A claim of the organisation's, read-only, with its files as short-lived links and its open review link */
    get: operations['getClaimServiceProviderByClaimIdByOrgId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/claim': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A parent submits a claim (multipart: the fields of spec section 7 and file1..file5) */
    post: operations['postUserClaim'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/claim/{claimId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One claim of the parent's children: its facts, timeline in plain words, payout and files */
    get: operations['getUserClaimByClaimId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/claim/{claimId}/appeal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A claim's appeal, or whether and until when the parent may appeal it */
    get: operations['getUserClaimByClaimIdAppeal'];
    put?: never;
    /** A parent appeals a rejected claim (multipart: statement and file1..file5, as a claim takes files) */
    post: operations['postUserClaimByClaimIdAppeal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/appeals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Appeals in one state (open by default, the oldest first), with their age and due date */
    get: operations['getMeritCsAppeals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/appeals/figures': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Programme page's appeals of a school year's claims: outcomes and days to decision */
    get: operations['getMeritCsAppealsFigures'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/appeals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One appeal with its claim, statement and files, and whether this staff member may decide it */
    get: operations['getMeritCsAppealsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/appeals/{id}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decide an appeal: the rejection upheld, or overturned with the amount approved; a reason either way */
    post: operations['postMeritCsAppealsByIdDecision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/pre-approvals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The parent's pre-approvals, the newest first, with their status and what they hold */
    get: operations['getUserPreApprovals'];
    put?: never;
    /** A parent asks to pre-approve a purchase for one of their children; it holds its amount in the child's funds */
    post: operations['postUserPreApprovals'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/pre-approvals/with-quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The same request with its quote as a file (multipart: request, the JSON POST /api/user/pre-approvals takes, and file1 under the rules of a claim file) */
    post: operations['postUserPreApprovalsWithQuote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/pre-approvals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the parent’s pre-approvals */
    get: operations['getUserPreApprovalsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/pre-approvals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Pre-approvals in one status (Pending by default: waiting for staff), the oldest first
     * @description The first 100, with count (how many are in the status in all) and overdue (of those, how many are past their provider's due date), as the appeals' list answers its count.
     */
    get: operations['getMeritCsPreApprovals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/pre-approvals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One pre-approval, for support staff (recorded as a read of the family's data) */
    get: operations['getMeritCsPreApprovalsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/pre-approvals/{id}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Internal review of a pre-approval: approve, pass it to its programme provider, or reject with a reason */
    post: operations['postMeritCsPreApprovalsByIdDecision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service-provider/{id}/pre-approvals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organisation's pre-approvals waiting for its decision, the oldest first */
    get: operations['getServiceProviderByIdPreApprovals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service-provider/{id}/pre-approvals/{preApprovalId}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The provider's review of a pre-approval sent to it: approve, or reject with a reason */
    post: operations['postServiceProviderByIdPreApprovalsByPreApprovalIdDecision'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/claim/receipt-reading': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reads a file chosen on the claim form, without submitting it: the amount, date and number to suggest, and the family's claims that already hold the file or the invoice number read from it */
    post: operations['postUserClaimReceiptReading'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/claim/receipt-number': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The family's claims that already hold a receipt number typed on the claim form (issue 36) */
    get: operations['getUserClaimReceiptNumber'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/claim/merit-cs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A claim for support staff, with its internal review link */
    get: operations['getClaimMeritCsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/claim/merit-cs/{id}/review-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A claim's internal review link while it waits for internal review, null otherwise (not a recorded read) */
    get: operations['getClaimMeritCsByIdReviewLink'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/claim/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change the amount of an Accepted claim, with a reason */
    put: operations['putClaimById'];
    /** Send an Accepted or Rejected claim back to Pending Internal Review, with a reason */
    post: operations['postClaimById'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/claim/{id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A claim's audit trail */
    get: operations['getClaimByIdEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/claim/automation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search claims with their internal review links; Accept: text/csv answers a spreadsheet */
    get: operations['getClaimAutomation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/claims': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search claims by id, student, parent (name or e-mail) or provider (name or number), newest first
     * @description q: a claim id, a provider number (6 digits), or the start of a student, parent or provider name (a first and a last name together: 'ava rey'), or of a parent's e-mail address; case does not matter. Paged: limit (1-100) and the cursor of the next page.
     */
    get: operations['getMeritCsClaims'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/claims/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The same search, every claim it finds as a spreadsheet (text/csv), recorded in the access record
     * @description q: a claim id, a provider number (6 digits), or the start of a student, parent or provider name (a first and a last name together: 'ava rey'), or of a parent's e-mail address; case does not matter. A download needs a claim id, a provider number or at least 3 characters.
     */
    get: operations['getMeritCsClaimsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/providers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Find service providers by number or by the start of their name */
    get: operations['getMeritCsProviders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/families/{parentUserId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A family's details: the parent, their children with funds and claims (recorded as a staff read) */
    get: operations['getMeritCsFamiliesByParentUserId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/claim/{id}/reads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who at the programme opened the claim or its files, when and from where, newest first (latest 100) */
    get: operations['getClaimByIdReads'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/families/{parentUserId}/access-record': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A family's access record: every staff read of its claims, details and files, newest first
     * @description Paged: limit (1-100, 25 by default) and the cursor of the next page.
     */
    get: operations['getMeritCsFamiliesByParentUserIdAccessRecord'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/families/{parentUserId}/access-record/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A family's whole access record as a spreadsheet (text/csv), newest first */
    get: operations['getMeritCsFamiliesByParentUserIdAccessRecordCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/queue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many rows each tab of the work queue holds */
    get: operations['getMeritCsQueue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/queue/waiting': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Claims waiting for support staff (pending internal review), oldest first
     * @description Query: providerNumber (6 digits), minAgeDays (at least so many business days since submission, 0-1000), limit (1-100) and the cursor of the next page. Answers the page and the count of the tab under these filters.
     */
    get: operations['getMeritCsQueueWaiting'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/queue/overdue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Claims past their provider's due date, the longest overdue first
     * @description Query: providerNumber (6 digits), minAgeDays (at least so many business days since submission, 0-1000), limit (1-100) and the cursor of the next page. Answers the page and the count of the tab under these filters.
     */
    get: operations['getMeritCsQueueOverdue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/queue/failed-payouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Payouts the bank failed that nothing will retry, the oldest failure first
     * @description Query: providerNumber (6 digits), minAgeDays (at least so many business days since submission, 0-1000), limit (1-100) and the cursor of the next page. Answers the page and the count of the tab under these filters.
     */
    get: operations['getMeritCsQueueFailedPayouts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/queue/waiting-payouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Payouts held until the payee reconnects a bank that can receive them, the longest wait first
     * @description Query: providerNumber (6 digits), minAgeDays (at least so many business days since submission, 0-1000), limit (1-100) and the cursor of the next page. Answers the page and the count of the tab under these filters.
     */
    get: operations['getMeritCsQueueWaitingPayouts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/programme': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The programme's figures for a school year and months of submission
     * @description schoolYear: the school year (2022 for 2022-23), or N/A for the claims and awards of children without one; from and to: the first and last month of submission (YYYY-MM), optional. Funds are the whole school year's as of now; every other figure counts the year's claims submitted in those months. Times are in business days (median and 90th percentile).
     */
    get: operations['getMeritCsProgramme'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/programme/audits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Audits of the paid claims of a school year and months of submission, in all and by provider
     * @description schoolYear, from and to as for the programme's figures. Of the year's claims submitted in those months: claims paid, audited (drawn by the weekly sample, flagged by their receipt, or added by staff), cases open and overdue now, misspent findings and their total, recovered (from the child's funds and repaid), still owed, and the recovery rate (recovered ÷ misspent, 0 to 1; null with nothing misspent). By provider: the providers with an audited claim of those months, the most misspent first.
     */
    get: operations['getMeritCsProgrammeAudits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/programme/pre-approvals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Pre-approvals of a school year asked in months: where they stand, their money and time to decision
     * @description schoolYear, from and to as for the programme's figures: the pre-approvals charged to the school year (N/A: to none) asked in those months. How many were asked, are waiting (for staff or the provider), were approved (expired ones included), rejected and expired; what the approved ones came to, what claims used of them, what they hold now (waiting ones whole) and what expiry released; business days from asking to decision (median and 90th percentile, from ten decided).
     */
    get: operations['getMeritCsProgrammePreApprovals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/programme/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The same figures as a spreadsheet (text/csv): a row per item of each figure
     * @description schoolYear: the school year (2022 for 2022-23), or N/A for the claims and awards of children without one; from and to: the first and last month of submission (YYYY-MM), optional. Funds are the whole school year's as of now; every other figure counts the year's claims submitted in those months. Times are in business days (median and 90th percentile).
     */
    get: operations['getMeritCsProgrammeCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/school-years': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Open the programme's next school year: its dates, default award and unspent-funds rule
     * @description startYear must be the year after the programme's last (409 when the programme has it, 422 for any other year or a first date of service not after the last year's); firstDateOfService in startYear; lastClaimDay from June 30 after the school year to the end of the next calendar year; defaultAward and rollOverCap in dollars, 0 to 100,000; rollOverCap null for no cap, and null when unspent funds lapse. The year is added open and the change written to the years' audit trail.
     */
    post: operations['postMeritCsSchoolYears'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/school-years/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The school years' audit trail, the newest first: who changed which year, when, before and after */
    get: operations['getMeritCsSchoolYearsEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/audits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Audit cases, the newest first (at most 200): all, open, overdue, to confirm or closed
     * @description Overdue: the family has not answered a question by its last day.
     */
    get: operations['getMeritCsAudits'];
    put?: never;
    /**
     * Audit a paid claim by hand, with the reason
     * @description 404 for no such claim, 422 for a claim not paid, 409 when the claim is audited already.
     */
    post: operations['postMeritCsAudits'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/audits/samples': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The weekly draws, the latest first: seed, rate, the paid claims drawn from, those drawn and flagged
     * @description A draw is made again by ranking the paid claims by SHA-256 of 'seed:claimId' (hex) and taking the lowest, as many as the rate of them rounded up.
     */
    get: operations['getMeritCsAuditsSamples'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/audits/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An audit case: why, its questions and answers, its finding and recovery (a read of the family) */
    get: operations['getMeritCsAuditsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/audits/{id}/questions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask the family a question, due on dueDate or in 10 business days; e-mailed in their language
     * @description 409 while another question waits for its answer, or once a finding is recorded.
     */
    post: operations['postMeritCsAuditsByIdQuestions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/audits/{id}/finding': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record the finding: no finding, or misspent with amount, reason, explanation and evidence
     * @description A misspent amount above the programme’s threshold waits for a second staff member (state toConfirm); otherwise the case closes and a misspent amount is recovered. 422 for an amount above the claim’s.
     */
    post: operations['postMeritCsAuditsByIdFinding'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/audits/{id}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A second staff member confirms a finding waiting for it; the case closes and recovers
     * @description 409 when nothing waits for confirmation, or for the staff member who recorded the finding.
     */
    post: operations['postMeritCsAuditsByIdConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/merit-cs/audits/{id}/repayments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record money repaid towards what a misspent finding left owed
     * @description 409 for a case not closed misspent; 422 for more than is owed.
     */
    post: operations['postMeritCsAuditsByIdRepayments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/claim/{claimId}/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The audit of a parent's claim: its questions, the finding and what it recovered; null when none */
    get: operations['getUserClaimByClaimIdAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/claim/{claimId}/audit/answer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The parent answers the question waiting on their claim (multipart: answer and file1..file5)
     * @description The files follow the claim’s upload rules. 409 when no question waits for an answer.
     */
    post: operations['postUserClaimByClaimIdAuditAnswer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service-provider/{id}/audit-debts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organisation's misspent findings of claims paid to it: what it is asked to repay */
    get: operations['getServiceProviderByIdAuditDebts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ach/parent/get-bank-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A token with which the parent's browser adds their bank account at the bank (409: already linked) */
    post: operations['postAchParentGetBankToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ach/service-provider/{id}/get-bank-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A token with which a member adds organisation {id}'s bank account at the bank (409: already linked) */
    post: operations['postAchServiceProviderByIdGetBankToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ach/service-provider/{id}/change-bank-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A token with which a member adds another bank account for organisation {id}; once set-bank-flag confirms it, payouts go to it and the account before it is removed */
    post: operations['postAchServiceProviderByIdChangeBankToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/service-provider/{id}/bank-account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The bank account organisation {id}'s payouts go to, as the bank describes it (never its number); null while none can receive them */
    get: operations['getServiceProviderByIdBankAccount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user/parent/set-bank-flag': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Records the parent's bank once the bank confirms an account that can receive payouts; answers the parent */
    patch: operations['patchUserParentSetBankFlag'];
    trace?: never;
  };
  '/api/user/service-provider/{id}/set-bank-flag': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Records organisation {id}'s bank once the bank confirms an account that can receive payouts; answers the user */
    patch: operations['patchUserServiceProviderByIdSetBankFlag'];
    trace?: never;
  };
  '/api/claim/{id}/transfers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Support staff: the claim's payouts and their state at the bank */
    get: operations['getClaimByIdTransfers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ApiFailure: {
      /** @enum {boolean} */
      success: false;
      error: string;
      message: string;
      code: string;
      issues?: {
        path: string;
        message: string;
      }[];
      requestId?: string;
    };
  };
  responses: {
    /** @description The request could not be read, or a field is not valid (issues name each) */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiFailure'];
      };
    };
    /** @description No such record, or none the caller may see */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiFailure'];
      };
    };
    /** @description Past the rate limit of this route; Retry-After says when to try again */
    TooManyRequests: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiFailure'];
      };
    };
    /** @description The record is not in a state that allows this */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiFailure'];
      };
    };
    /** @description The body or a file is larger than allowed */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiFailure'];
      };
    };
    /** @description The body or a file is of a type the API does not take */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiFailure'];
      };
    };
    /** @description The request breaks one of the programme's rules */
    UnprocessableEntity: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiFailure'];
      };
    };
    /** @description No valid bearer token */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiFailure'];
      };
    };
    /** @description A service the route needs is not available */
    ServiceUnavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiFailure'];
      };
    };
    /** @description The signed-in person may not do this */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ApiFailure'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getVersionByIdUpdate: {
    parameters: {
      query?: {
        platform?: 'android' | 'ios';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              updateApp: boolean;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getSchoolYears: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              startYear: number;
              /** Format: date */
              firstDateOfService: string;
              /** Format: date */
              lastClaimDay: string | null;
              defaultAward: number;
              /** @enum {string} */
              state: 'upcoming' | 'open' | 'closed';
              /** @enum {string} */
              unspentFunds: 'roll_over' | 'lapse';
              rollOverCap: number | null;
            }[];
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
    };
  };
  getFilesById: {
    parameters: {
      query: {
        expires: number;
        reader?: number;
        signature: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getAppealFilesById: {
    parameters: {
      query: {
        expires: number;
        reader?: number;
        signature: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getAuditFilesById: {
    parameters: {
      query: {
        expires: number;
        reader?: number;
        signature: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getPreApprovalFilesById: {
    parameters: {
      query: {
        expires: number;
        reader?: number;
        signature: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
  getDataArchive: {
    parameters: {
      query: {
        parent: number;
        expires: number;
        signature: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getReviewClaimByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data:
              | {
                  /** @enum {string} */
                  reviewType: 'internal' | 'external';
                  /** @enum {boolean} */
                  reviewed: false;
                  claim: {
                    id: number;
                    /** Format: uuid */
                    uuid: string;
                    /** @enum {string} */
                    status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
                    amount: number;
                    /** @enum {string} */
                    category:
                      | 'beforeAfterSchool'
                      | 'dayCamps'
                      | 'curriculumAndMaterials'
                      | 'fieldTrips'
                      | 'instrumentLessons'
                      | 'languageClasses'
                      | 'studySkills'
                      | 'tutoring';
                    description: string;
                    /** Format: date */
                    dateOfService: string;
                    physicalGood: boolean | null;
                    /** @enum {string} */
                    payTo: 'User' | 'Vendor';
                    schoolYear: number | null;
                    /** Format: date-time */
                    createdAt: string;
                    child: {
                      firstName: string;
                      lastName: string;
                      schoolYear: number | null;
                    };
                    parent: {
                      firstName: string;
                      lastName: string;
                    };
                    files: {
                      url: string;
                      filename: string;
                      receiptNumber: string | null;
                      /** @enum {string} */
                      detectedFileExt: 'jpeg' | 'png' | 'webp' | 'pdf';
                      reading: {
                        /** @enum {string} */
                        status: 'pending' | 'read' | 'unreadable';
                        total: number | null;
                        dates: string[];
                        invoiceNumber: string | null;
                        flags: (
                          | {
                              /** @enum {string} */
                              kind: 'amountAboveTotal';
                              claimed: number;
                              total: number;
                              files: number;
                            }
                          | {
                              /** @enum {string} */
                              kind: 'dateOutside';
                              /** Format: date */
                              date: string;
                              /** Format: date */
                              first: string;
                              /** Format: date */
                              last: string;
                            }
                          | {
                              /** @enum {string} */
                              kind: 'invoiceNumberUsed';
                              number: string | null;
                              otherClaimId: number | null;
                            }
                          | {
                              /** @enum {string} */
                              kind: 'noReadableText';
                            }
                        )[];
                      };
                    }[];
                    serviceProvider: {
                      number: string;
                      name: string;
                      /** @enum {string} */
                      status: 'Active' | 'Inactive';
                      isFauxServiceProvider: boolean;
                    } | null;
                    nonAceServiceProvider: {
                      name: string;
                      address: string;
                      phoneNumber: string;
                      email: string;
                      website: string;
                      contactName?: string;
                      contactTitle?: string;
                    } | null;
                    accountNumber: string;
                    invoiceNumber: string;
                    replaces: {
                      id: number;
                      rejectionReason: string | null;
                    } | null;
                    replacedBy: number | null;
                    sentAgainReason: string | null;
                    decision: {
                      reviewerName: string | null;
                      /** Format: date-time */
                      reviewedAt: string;
                      rejectionReason: string | null;
                    } | null;
                  };
                  amountInfo: {
                    available: number;
                    pending: number;
                  };
                  relevantClaims: {
                    /** Format: uuid */
                    uuid: string;
                    amount: number;
                    child: {
                      firstName: string;
                      lastName: string;
                    };
                    serviceProviderNumber: string | null;
                    /** @enum {string} */
                    status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
                    /** Format: date-time */
                    createdAt: string;
                    internalReviewLink: string | null;
                  }[];
                }
              | {
                  /** @enum {string} */
                  reviewType: 'internal' | 'external';
                  /** @enum {boolean} */
                  reviewed: true;
                  decision: {
                    /** Format: date-time */
                    at: string;
                    reviewerName: string | null;
                  } | null;
                };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postReviewClaimByTokenApprove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reviewerName: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
              /** @enum {string|null} */
              payoutWaitsForBank: 'parent' | 'provider' | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postReviewClaimByTokenSendForExternalReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reviewerName: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
              /** @enum {string|null} */
              payoutWaitsForBank: 'parent' | 'provider' | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postReviewClaimByTokenReject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          reason:
            'notMeetingRequirements' | 'incorrectProvider' | 'insufficientInformation' | 'receiptMismatch' | 'other';
          notes?: string;
          reviewerName: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
              /** @enum {string|null} */
              payoutWaitsForBank: 'parent' | 'provider' | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postReviewClaimByTokenAssignServiceProvider: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          serviceProviderNumber: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              number: string;
              name: string;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getServiceProviderByNumberByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        number: string;
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              number: string;
              name: string;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postBankWebhooks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              topic: string;
              handled: boolean;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postLoginParentLoginSuccess: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              type: 'Parent';
              id: number;
              email: string;
              firstName: string;
              lastName: string;
              hasProvidedBankDetails: boolean;
              hasHealthyBankConnection: boolean;
              children: {
                id: number;
                firstName: string;
                lastName: string;
                schoolYear: number | null;
                homeSchooled: boolean;
                dollars: {
                  available: number;
                  pending: number;
                  spent: number;
                  /** @default 0 */
                  held: number;
                };
                /** @default null */
                nextInstalment: {
                  /** Format: date */
                  date: string;
                  amount: number;
                } | null;
                /** @default [] */
                otherYears: {
                  schoolYear: number;
                  dollars: {
                    available: number;
                    pending: number;
                    spent: number;
                    /** @default 0 */
                    held: number;
                  };
                }[];
                /** @default [] */
                yearEnd: {
                  schoolYear: number;
                  intoYear: number | null;
                  rolledOver: number;
                  lapsed: number;
                  /** @enum {string} */
                  rule: 'roll_over' | 'lapse';
                  rollOverCap: number | null;
                }[];
                /** @default [] */
                recovered: {
                  claimId: number;
                  amount: number;
                  /** @enum {string} */
                  reason: 'notEligible' | 'notReceived' | 'noEvidence' | 'paidTwice' | 'amountTooHigh' | 'other';
                }[];
                claims: {
                  id: number;
                  amount: number;
                  /** Format: date-time */
                  createdAt: string;
                  /** @enum {string} */
                  status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
                  /** @default false */
                  payoutWaitsForYourBank: boolean;
                  /** @default false */
                  appealWaiting: boolean;
                }[];
              }[];
            };
            message?: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLoginMeritCsLoginSuccess: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              type: 'MeritCS';
              id: number;
              email: string;
              firstName: string;
              lastName: string;
            };
            message?: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postLoginServiceProviderByIdLoginSuccess: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              type: 'ServiceProvider';
              id: number;
              email: string;
              firstName: string;
              lastName: string;
              hasProvidedBankDetails: boolean;
              hasHealthyBankConnection: boolean;
              selectedOrg: {
                id: string;
                name: string;
                providerNumber: string;
              };
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              email: string;
              name: string | null;
              agentId: string;
              entityId: string;
              types: ('Parent' | 'MeritCS' | 'ServiceProvider')[];
            };
            message?: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getUserParent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              type: 'Parent';
              id: number;
              email: string;
              firstName: string;
              lastName: string;
              hasProvidedBankDetails: boolean;
              hasHealthyBankConnection: boolean;
              children: {
                id: number;
                firstName: string;
                lastName: string;
                schoolYear: number | null;
                homeSchooled: boolean;
                dollars: {
                  available: number;
                  pending: number;
                  spent: number;
                  /** @default 0 */
                  held: number;
                };
                /** @default null */
                nextInstalment: {
                  /** Format: date */
                  date: string;
                  amount: number;
                } | null;
                /** @default [] */
                otherYears: {
                  schoolYear: number;
                  dollars: {
                    available: number;
                    pending: number;
                    spent: number;
                    /** @default 0 */
                    held: number;
                  };
                }[];
                /** @default [] */
                yearEnd: {
                  schoolYear: number;
                  intoYear: number | null;
                  rolledOver: number;
                  lapsed: number;
                  /** @enum {string} */
                  rule: 'roll_over' | 'lapse';
                  rollOverCap: number | null;
                }[];
                /** @default [] */
                recovered: {
                  claimId: number;
                  amount: number;
                  /** @enum {string} */
                  reason: 'notEligible' | 'notReceived' | 'noEvidence' | 'paidTwice' | 'amountTooHigh' | 'other';
                }[];
                claims: {
                  id: number;
                  amount: number;
                  /** Format: date-time */
                  createdAt: string;
                  /** @enum {string} */
                  status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
                  /** @default false */
                  payoutWaitsForYourBank: boolean;
                  /** @default false */
                  appealWaiting: boolean;
                }[];
              }[];
            };
            message?: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getUserMeritCs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              type: 'MeritCS';
              id: number;
              email: string;
              firstName: string;
              lastName: string;
            };
            message?: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getUserServiceProviderById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              type: 'ServiceProvider';
              id: number;
              email: string;
              firstName: string;
              lastName: string;
              hasProvidedBankDetails: boolean;
              hasHealthyBankConnection: boolean;
              selectedOrg: {
                id: string;
                name: string;
                providerNumber: string;
              };
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getUserLanguage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string|null} */
              language: 'en' | 'es' | null;
            };
            message?: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  putUserLanguage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          language: 'en' | 'es';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string|null} */
              language: 'en' | 'es' | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  getUserDataArchive: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  postUserDataArchiveLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              url: string;
            };
            message?: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getServiceProviderAccessMerits: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              merits: {
                id: string;
                name: string;
              }[];
            };
            message?: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getServiceProviderNumberByNumber: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        number: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              number: string;
              name: string;
              /** @enum {string} */
              status: 'Active' | 'Inactive';
              canReceivePayments: boolean;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getServiceProviderById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              number: string;
              name: string;
              /** @enum {string} */
              status: 'Active' | 'Inactive';
              isFauxServiceProvider: boolean;
              hasProvidedBankDetails: boolean;
              hasHealthyBankConnection: boolean;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postServiceProvider: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          organisationId: string;
          name: string;
          number?: string;
          /** @default false */
          isFauxServiceProvider?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              number: string;
              name: string;
              /** @enum {string} */
              status: 'Active' | 'Inactive';
              isFauxServiceProvider: boolean;
              hasProvidedBankDetails: boolean;
              hasHealthyBankConnection: boolean;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  patchServiceProviderStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          number: string;
          /** @enum {string} */
          status: 'Active' | 'Inactive';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              number: string;
              name: string;
              /** @enum {string} */
              status: 'Active' | 'Inactive';
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  getServiceProviderByIdPendingVendorApprovalClaims: {
    parameters: {
      query?: {
        parentFirstName?: string;
        parentLastName?: string;
        childFirstName?: string;
        childLastName?: string;
        claimId?: string;
        claimYear?: string;
        payTo?: 'User' | 'Vendor' | 'All';
        status?: string;
        submittedStartDate?: string;
        submittedEndDate?: string;
        actionedStartDate?: string;
        actionedEndDate?: string;
        sort?: 'createdAt' | 'amount' | 'reviewedAt' | 'id';
        order?: 'asc' | 'desc';
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              items: {
                id: number;
                amount: number;
                child: {
                  firstName: string;
                  lastName: string;
                };
                parent: {
                  firstName: string;
                  lastName: string;
                };
                /** Format: date-time */
                createdAt: string;
                /** @enum {string} */
                payTo: 'User' | 'Vendor';
                /** @enum {string} */
                status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
                schoolYear: number | null;
                /** Format: date-time */
                reviewedAt: string | null;
                reviewerName: string | null;
                externalReviewLink: string | null;
                /** Format: date */
                dueAt: string | null;
                overdue: boolean;
              }[];
              nextCursor: string | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getServiceProviderByIdPendingVendorApprovalClaimsCount: {
    parameters: {
      query?: {
        parentFirstName?: string;
        parentLastName?: string;
        childFirstName?: string;
        childLastName?: string;
        claimId?: string;
        claimYear?: string;
        payTo?: 'User' | 'Vendor' | 'All';
        status?: string;
        submittedStartDate?: string;
        submittedEndDate?: string;
        actionedStartDate?: string;
        actionedEndDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              count: number;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getServiceProviderByIdPendingVendorApprovalClaimsCsv: {
    parameters: {
      query?: {
        parentFirstName?: string;
        parentLastName?: string;
        childFirstName?: string;
        childLastName?: string;
        claimId?: string;
        claimYear?: string;
        payTo?: 'User' | 'Vendor' | 'All';
        status?: string;
        submittedStartDate?: string;
        submittedEndDate?: string;
        actionedStartDate?: string;
        actionedEndDate?: string;
        sort?: 'createdAt' | 'amount' | 'reviewedAt' | 'id';
        order?: 'asc' | 'desc';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getServiceProviderByIdPendingInternalReviewClaims: {
    parameters: {
      query?: {
        parentFirstName?: string;
        parentLastName?: string;
        childFirstName?: string;
        childLastName?: string;
        claimId?: string;
        claimYear?: string;
        payTo?: 'User' | 'Vendor' | 'All';
        status?: string;
        submittedStartDate?: string;
        submittedEndDate?: string;
        actionedStartDate?: string;
        actionedEndDate?: string;
        sort?: 'createdAt' | 'amount' | 'reviewedAt' | 'id';
        order?: 'asc' | 'desc';
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              items: {
                id: number;
                amount: number;
                child: {
                  firstName: string;
                  lastName: string;
                };
                parent: {
                  firstName: string;
                  lastName: string;
                };
                /** Format: date-time */
                createdAt: string;
                /** @enum {string} */
                payTo: 'User' | 'Vendor';
                /** @enum {string} */
                status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
                schoolYear: number | null;
                /** Format: date-time */
                reviewedAt: string | null;
                reviewerName: string | null;
                externalReviewLink: string | null;
                /** Format: date */
                dueAt: string | null;
                overdue: boolean;
              }[];
              nextCursor: string | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getServiceProviderByIdPendingInternalReviewClaimsCount: {
    parameters: {
      query?: {
        parentFirstName?: string;
        parentLastName?: string;
        childFirstName?: string;
        childLastName?: string;
        claimId?: string;
        claimYear?: string;
        payTo?: 'User' | 'Vendor' | 'All';
        status?: string;
        submittedStartDate?: string;
        submittedEndDate?: string;
        actionedStartDate?: string;
        actionedEndDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              count: number;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getServiceProviderByIdPendingInternalReviewClaimsCsv: {
    parameters: {
      query?: {
        parentFirstName?: string;
        parentLastName?: string;
        childFirstName?: string;
        childLastName?: string;
        claimId?: string;
        claimYear?: string;
        payTo?: 'User' | 'Vendor' | 'All';
        status?: string;
        submittedStartDate?: string;
        submittedEndDate?: string;
        actionedStartDate?: string;
        actionedEndDate?: string;
        sort?: 'createdAt' | 'amount' | 'reviewedAt' | 'id';
        order?: 'asc' | 'desc';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getServiceProviderByIdHistoryClaims: {
    parameters: {
      query?: {
        parentFirstName?: string;
        parentLastName?: string;
        childFirstName?: string;
        childLastName?: string;
        claimId?: string;
        claimYear?: string;
        payTo?: 'User' | 'Vendor' | 'All';
        status?: string;
        submittedStartDate?: string;
        submittedEndDate?: string;
        actionedStartDate?: string;
        actionedEndDate?: string;
        sort?: 'createdAt' | 'amount' | 'reviewedAt' | 'id';
        order?: 'asc' | 'desc';
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              items: {
                id: number;
                amount: number;
                child: {
                  firstName: string;
                  lastName: string;
                };
                parent: {
                  firstName: string;
                  lastName: string;
                };
                /** Format: date-time */
                createdAt: string;
                /** @enum {string} */
                payTo: 'User' | 'Vendor';
                /** @enum {string} */
                status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
                schoolYear: number | null;
                /** Format: date-time */
                reviewedAt: string | null;
                reviewerName: string | null;
                externalReviewLink: string | null;
                /** Format: date */
                dueAt: string | null;
                overdue: boolean;
              }[];
              nextCursor: string | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getServiceProviderByIdHistoryClaimsCount: {
    parameters: {
      query?: {
        parentFirstName?: string;
        parentLastName?: string;
        childFirstName?: string;
        childLastName?: string;
        claimId?: string;
        claimYear?: string;
        payTo?: 'User' | 'Vendor' | 'All';
        status?: string;
        submittedStartDate?: string;
        submittedEndDate?: string;
        actionedStartDate?: string;
        actionedEndDate?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              count: number;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getServiceProviderByIdHistoryClaimsCsv: {
    parameters: {
      query?: {
        parentFirstName?: string;
        parentLastName?: string;
        childFirstName?: string;
        childLastName?: string;
        claimId?: string;
        claimYear?: string;
        payTo?: 'User' | 'Vendor' | 'All';
        status?: string;
        submittedStartDate?: string;
        submittedEndDate?: string;
        actionedStartDate?: string;
        actionedEndDate?: string;
        sort?: 'createdAt' | 'amount' | 'reviewedAt' | 'id';
        order?: 'asc' | 'desc';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getServiceProviderByIdClaimStats: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              pendingVendorApprovalCount: number;
              pendingInternalReviewCount: number;
              historyCount: number;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getClaimServiceProviderByClaimIdByOrgId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        claimId: string;
        orgId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              /** Format: uuid */
              uuid: string;
              /** @enum {string} */
              status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
              amount: number;
              /** @enum {string} */
              category:
                | 'beforeAfterSchool'
                | 'dayCamps'
                | 'curriculumAndMaterials'
                | 'fieldTrips'
                | 'instrumentLessons'
                | 'languageClasses'
                | 'studySkills'
                | 'tutoring';
              description: string;
              /** Format: date */
              dateOfService: string;
              physicalGood: boolean | null;
              /** @enum {string} */
              payTo: 'User' | 'Vendor';
              schoolYear: number | null;
              /** Format: date-time */
              createdAt: string;
              child: {
                firstName: string;
                lastName: string;
                schoolYear: number | null;
              };
              parent: {
                firstName: string;
                lastName: string;
              };
              files: {
                url: string;
                filename: string;
                receiptNumber: string | null;
                /** @enum {string} */
                detectedFileExt: 'jpeg' | 'png' | 'webp' | 'pdf';
                reading: {
                  /** @enum {string} */
                  status: 'pending' | 'read' | 'unreadable';
                  total: number | null;
                  dates: string[];
                  invoiceNumber: string | null;
                  flags: (
                    | {
                        /** @enum {string} */
                        kind: 'amountAboveTotal';
                        claimed: number;
                        total: number;
                        files: number;
                      }
                    | {
                        /** @enum {string} */
                        kind: 'dateOutside';
                        /** Format: date */
                        date: string;
                        /** Format: date */
                        first: string;
                        /** Format: date */
                        last: string;
                      }
                    | {
                        /** @enum {string} */
                        kind: 'invoiceNumberUsed';
                        number: string | null;
                        otherClaimId: number | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: 'noReadableText';
                      }
                  )[];
                };
              }[];
              serviceProvider: {
                number: string;
                name: string;
                /** @enum {string} */
                status: 'Active' | 'Inactive';
                isFauxServiceProvider: boolean;
              } | null;
              nonAceServiceProvider: {
                name: string;
                address: string;
                phoneNumber: string;
                email: string;
                website: string;
                contactName?: string;
                contactTitle?: string;
              } | null;
              accountNumber: string;
              invoiceNumber: string;
              replaces: {
                id: number;
                rejectionReason: string | null;
              } | null;
              replacedBy: number | null;
              sentAgainReason: string | null;
              decision: {
                reviewerName: string | null;
                /** Format: date-time */
                reviewedAt: string;
                rejectionReason: string | null;
              } | null;
              externalReviewLink: string | null;
              payouts: {
                /** @enum {string} */
                paidTo: 'parent' | 'provider';
                amount: number;
                /** @enum {string} */
                state: 'onItsWay' | 'waitingForYourBank' | 'paid' | 'failed' | 'failedSentAgain' | 'notPaidYet';
                /** Format: date-time */
                at: string | null;
                reference: string | null;
              }[];
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postUserClaim: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          childId: string;
          amount: string;
          /** @default  */
          category?: string;
          /** @default  */
          dateOfService?: string;
          /** @default  */
          description?: string;
          /** @default  */
          payTo?: string;
          /** @enum {string} */
          physicalGood?: 'true' | 'false';
          serviceProviderNumber?: string;
          nonAceServiceProvider?: string;
          receiptNumber1?: string;
          receiptNumber2?: string;
          receiptNumber3?: string;
          receiptNumber4?: string;
          receiptNumber5?: string;
          replacesClaimId?: string;
          keptFile1?: string;
          keptFile2?: string;
          keptFile3?: string;
          keptFile4?: string;
          keptFile5?: string;
          sentAgainReason?: string;
          preApprovalId?: string;
          /** Format: binary */
          file1: Blob;
          /** Format: binary */
          file2?: Blob;
          /** Format: binary */
          file3?: Blob;
          /** Format: binary */
          file4?: Blob;
          /** Format: binary */
          file5?: Blob;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              /** Format: uuid */
              uuid: string;
              /** @enum {string} */
              status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getUserClaimByClaimId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        claimId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              /** @enum {string} */
              status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
              amount: number;
              /** @enum {string} */
              category:
                | 'beforeAfterSchool'
                | 'dayCamps'
                | 'curriculumAndMaterials'
                | 'fieldTrips'
                | 'instrumentLessons'
                | 'languageClasses'
                | 'studySkills'
                | 'tutoring';
              description: string;
              /** Format: date */
              dateOfService: string;
              /** @enum {string} */
              payTo: 'User' | 'Vendor';
              /** Format: date-time */
              createdAt: string;
              child: {
                id: number;
                firstName: string;
                lastName: string;
              };
              provider: {
                number: string | null;
                name: string;
              } | null;
              files: {
                url: string;
                filename: string;
                receiptNumber: string | null;
                /** @enum {string} */
                detectedFileExt: 'jpeg' | 'png' | 'webp' | 'pdf';
              }[];
              timeline: {
                /** @enum {string} */
                step:
                  | 'submitted'
                  | 'sentToProvider'
                  | 'approved'
                  | 'rejected'
                  | 'reopened'
                  | 'amountChanged'
                  | 'paid'
                  | 'payoutFailed'
                  | 'resubmitted'
                  | 'appealed'
                  | 'appealUpheld'
                  | 'appealOverturned';
                messageId: string;
                /** Format: date-time */
                at: string;
              }[];
              payout: {
                /** @enum {string} */
                state: 'pending' | 'waitingForYourBank' | 'waitingForProviderBank' | 'paid' | 'failed';
                /** Format: date-time */
                at: string;
                messageId: string;
              } | null;
              rejectionReason: string | null;
              replaces: number | null;
              replacedBy: number | null;
              resubmission: {
                claimId: number;
                childId: number;
                values: {
                  amount: string;
                  /** @enum {string} */
                  category:
                    | 'beforeAfterSchool'
                    | 'dayCamps'
                    | 'curriculumAndMaterials'
                    | 'fieldTrips'
                    | 'instrumentLessons'
                    | 'languageClasses'
                    | 'studySkills'
                    | 'tutoring';
                  /** Format: date */
                  dateOfService: string;
                  description: string;
                  /** @enum {string} */
                  payTo: 'User' | 'Vendor';
                  physicalGood: boolean | null;
                  serviceProviderNumber: string;
                  nonAceServiceProvider: {
                    name: string;
                    address: string;
                    phoneNumber: string;
                    email: string;
                    website: string;
                    contactName?: string;
                    contactTitle?: string;
                  } | null;
                };
                files: {
                  id: number;
                  name: string;
                  size: number;
                  mimeType: string;
                  sha256: string;
                  receiptNumber: string;
                }[];
              } | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getUserClaimByClaimIdAppeal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        claimId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              appeal: {
                id: number;
                claimId: number;
                /** @enum {string} */
                state: 'open' | 'upheld' | 'overturned';
                statement: string;
                /** Format: date-time */
                appealedAt: string;
                /** Format: date */
                dueDate: string;
                files: {
                  url: string;
                  filename: string;
                  receiptNumber: string | null;
                  /** @enum {string} */
                  detectedFileExt: 'jpeg' | 'png' | 'webp' | 'pdf';
                }[];
                decision: {
                  /** @enum {string} */
                  outcome: 'upheld' | 'overturned';
                  /** Format: date-time */
                  at: string;
                  reason: string;
                  approvedAmount: number | null;
                } | null;
              } | null;
              issue: string | null;
              /** Format: date */
              lastDay: string | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postUserClaimByClaimIdAppeal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        claimId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          statement: string;
          /** Format: binary */
          file1?: Blob;
          /** Format: binary */
          file2?: Blob;
          /** Format: binary */
          file3?: Blob;
          /** Format: binary */
          file4?: Blob;
          /** Format: binary */
          file5?: Blob;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              claimId: number;
              /** @enum {string} */
              state: 'open' | 'upheld' | 'overturned';
              statement: string;
              /** Format: date-time */
              appealedAt: string;
              /** Format: date */
              dueDate: string;
              files: {
                url: string;
                filename: string;
                receiptNumber: string | null;
                /** @enum {string} */
                detectedFileExt: 'jpeg' | 'png' | 'webp' | 'pdf';
              }[];
              decision: {
                /** @enum {string} */
                outcome: 'upheld' | 'overturned';
                /** Format: date-time */
                at: string;
                reason: string;
                approvedAmount: number | null;
              } | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getMeritCsAppeals: {
    parameters: {
      query?: {
        state?: 'open' | 'upheld' | 'overturned';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              appeals: {
                id: number;
                claimId: number;
                /** @enum {string} */
                state: 'open' | 'upheld' | 'overturned';
                child: {
                  firstName: string;
                  lastName: string;
                };
                parent: {
                  firstName: string;
                  lastName: string;
                };
                claimAmount: number;
                /** Format: date-time */
                appealedAt: string;
                /** Format: date */
                dueDate: string;
                ageDays: number;
                overdue: boolean;
                /** Format: date-time */
                decidedAt: string | null;
              }[];
              count: number;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getMeritCsAppealsFigures: {
    parameters: {
      query: {
        schoolYear: 'N/A' | number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              schoolYear: number | null;
              lodged: number;
              open: number;
              overdue: number;
              upheld: number;
              overturned: number;
              overturnedAmount: number;
              daysToDecision: {
                median: number | null;
                p90: number | null;
              };
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getMeritCsAppealsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              claimId: number;
              /** @enum {string} */
              state: 'open' | 'upheld' | 'overturned';
              child: {
                firstName: string;
                lastName: string;
              };
              parent: {
                firstName: string;
                lastName: string;
              };
              claimAmount: number;
              /** Format: date-time */
              appealedAt: string;
              /** Format: date */
              dueDate: string;
              ageDays: number;
              overdue: boolean;
              /** Format: date-time */
              decidedAt: string | null;
              statement: string;
              files: {
                url: string;
                filename: string;
                receiptNumber: string | null;
                /** @enum {string} */
                detectedFileExt: 'jpeg' | 'png' | 'webp' | 'pdf';
              }[];
              claim: {
                files: {
                  url: string;
                  filename: string;
                  receiptNumber: string | null;
                  /** @enum {string} */
                  detectedFileExt: 'jpeg' | 'png' | 'webp' | 'pdf';
                }[];
                /** @enum {string} */
                status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
                amount: number;
                /** @enum {string} */
                category:
                  | 'beforeAfterSchool'
                  | 'dayCamps'
                  | 'curriculumAndMaterials'
                  | 'fieldTrips'
                  | 'instrumentLessons'
                  | 'languageClasses'
                  | 'studySkills'
                  | 'tutoring';
                description: string;
                /** Format: date */
                dateOfService: string;
                provider: string | null;
                rejectionReason: string | null;
              };
              available: number;
              decideIssue: string | null;
              decision: {
                /** @enum {string} */
                outcome: 'upheld' | 'overturned';
                /** Format: date-time */
                at: string;
                reason: string;
                approvedAmount: number | null;
              } | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postMeritCsAppealsByIdDecision: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @enum {string} */
              outcome: 'upheld';
              reason: string;
            }
          | {
              /** @enum {string} */
              outcome: 'overturned';
              reason: string;
              amount: number;
            };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              state: 'open' | 'upheld' | 'overturned';
              /** @enum {string} */
              claimStatus: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  getUserPreApprovals: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              preApprovals: {
                id: number;
                childId: number;
                /** @enum {string} */
                status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected' | 'Expired';
                amount: number;
                used: number;
                held: number;
                /** @enum {string} */
                category:
                  | 'beforeAfterSchool'
                  | 'dayCamps'
                  | 'curriculumAndMaterials'
                  | 'fieldTrips'
                  | 'instrumentLessons'
                  | 'languageClasses'
                  | 'studySkills'
                  | 'tutoring';
                description: string;
                /** Format: date */
                expectedDate: string;
                provider: {
                  number: string | null;
                  name: string;
                };
                quoteLink: string | null;
                quoteFile?: {
                  name: string;
                  url: string;
                };
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                decidedAt: string | null;
                /** @enum {string|null} */
                rejectionReason:
                  | 'notMeetingRequirements'
                  | 'incorrectProvider'
                  | 'insufficientInformation'
                  | 'receiptMismatch'
                  | 'other'
                  | null;
                rejectionNotes: string | null;
                /** Format: date */
                lastDay: string | null;
              }[];
            };
            message?: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  postUserPreApprovals: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          childId: number;
          amount: number;
          /** @enum {string} */
          category:
            | 'beforeAfterSchool'
            | 'dayCamps'
            | 'curriculumAndMaterials'
            | 'fieldTrips'
            | 'instrumentLessons'
            | 'languageClasses'
            | 'studySkills'
            | 'tutoring';
          description: string;
          /** Format: date */
          expectedDate: string;
          serviceProviderNumber?: string;
          nonAceServiceProvider?: {
            name: string;
            address: string;
            phoneNumber: string;
            email: string;
            website: string;
            contactName?: string;
            contactTitle?: string;
          };
          quoteLink?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              childId: number;
              /** @enum {string} */
              status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected' | 'Expired';
              amount: number;
              used: number;
              held: number;
              /** @enum {string} */
              category:
                | 'beforeAfterSchool'
                | 'dayCamps'
                | 'curriculumAndMaterials'
                | 'fieldTrips'
                | 'instrumentLessons'
                | 'languageClasses'
                | 'studySkills'
                | 'tutoring';
              description: string;
              /** Format: date */
              expectedDate: string;
              provider: {
                number: string | null;
                name: string;
              };
              quoteLink: string | null;
              quoteFile?: {
                name: string;
                url: string;
              };
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              decidedAt: string | null;
              /** @enum {string|null} */
              rejectionReason:
                | 'notMeetingRequirements'
                | 'incorrectProvider'
                | 'insufficientInformation'
                | 'receiptMismatch'
                | 'other'
                | null;
              rejectionNotes: string | null;
              /** Format: date */
              lastDay: string | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  postUserPreApprovalsWithQuote: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          request: string;
          /** Format: binary */
          file1: Blob;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              childId: number;
              /** @enum {string} */
              status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected' | 'Expired';
              amount: number;
              used: number;
              held: number;
              /** @enum {string} */
              category:
                | 'beforeAfterSchool'
                | 'dayCamps'
                | 'curriculumAndMaterials'
                | 'fieldTrips'
                | 'instrumentLessons'
                | 'languageClasses'
                | 'studySkills'
                | 'tutoring';
              description: string;
              /** Format: date */
              expectedDate: string;
              provider: {
                number: string | null;
                name: string;
              };
              quoteLink: string | null;
              quoteFile?: {
                name: string;
                url: string;
              };
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              decidedAt: string | null;
              /** @enum {string|null} */
              rejectionReason:
                | 'notMeetingRequirements'
                | 'incorrectProvider'
                | 'insufficientInformation'
                | 'receiptMismatch'
                | 'other'
                | null;
              rejectionNotes: string | null;
              /** Format: date */
              lastDay: string | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getUserPreApprovalsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              childId: number;
              /** @enum {string} */
              status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected' | 'Expired';
              amount: number;
              used: number;
              held: number;
              /** @enum {string} */
              category:
                | 'beforeAfterSchool'
                | 'dayCamps'
                | 'curriculumAndMaterials'
                | 'fieldTrips'
                | 'instrumentLessons'
                | 'languageClasses'
                | 'studySkills'
                | 'tutoring';
              description: string;
              /** Format: date */
              expectedDate: string;
              provider: {
                number: string | null;
                name: string;
              };
              quoteLink: string | null;
              quoteFile?: {
                name: string;
                url: string;
              };
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              decidedAt: string | null;
              /** @enum {string|null} */
              rejectionReason:
                | 'notMeetingRequirements'
                | 'incorrectProvider'
                | 'insufficientInformation'
                | 'receiptMismatch'
                | 'other'
                | null;
              rejectionNotes: string | null;
              /** Format: date */
              lastDay: string | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getMeritCsPreApprovals: {
    parameters: {
      query?: {
        status?: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected' | 'Expired';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              preApprovals: {
                id: number;
                childId: number;
                /** @enum {string} */
                status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected' | 'Expired';
                amount: number;
                used: number;
                held: number;
                /** @enum {string} */
                category:
                  | 'beforeAfterSchool'
                  | 'dayCamps'
                  | 'curriculumAndMaterials'
                  | 'fieldTrips'
                  | 'instrumentLessons'
                  | 'languageClasses'
                  | 'studySkills'
                  | 'tutoring';
                description: string;
                /** Format: date */
                expectedDate: string;
                provider: {
                  number: string | null;
                  name: string;
                };
                quoteLink: string | null;
                quoteFile?: {
                  name: string;
                  url: string;
                };
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                decidedAt: string | null;
                /** @enum {string|null} */
                rejectionReason:
                  | 'notMeetingRequirements'
                  | 'incorrectProvider'
                  | 'insufficientInformation'
                  | 'receiptMismatch'
                  | 'other'
                  | null;
                rejectionNotes: string | null;
                /** Format: date */
                lastDay: string | null;
                child: {
                  firstName: string;
                  lastName: string;
                };
                parent: {
                  firstName: string;
                  lastName: string;
                };
                ageDays: number;
                offeredActions: ('approve' | 'reject' | 'passInternalReview')[];
              }[];
              count: number;
              overdue: number;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getMeritCsPreApprovalsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              childId: number;
              /** @enum {string} */
              status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected' | 'Expired';
              amount: number;
              used: number;
              held: number;
              /** @enum {string} */
              category:
                | 'beforeAfterSchool'
                | 'dayCamps'
                | 'curriculumAndMaterials'
                | 'fieldTrips'
                | 'instrumentLessons'
                | 'languageClasses'
                | 'studySkills'
                | 'tutoring';
              description: string;
              /** Format: date */
              expectedDate: string;
              provider: {
                number: string | null;
                name: string;
              };
              quoteLink: string | null;
              quoteFile?: {
                name: string;
                url: string;
              };
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              decidedAt: string | null;
              /** @enum {string|null} */
              rejectionReason:
                | 'notMeetingRequirements'
                | 'incorrectProvider'
                | 'insufficientInformation'
                | 'receiptMismatch'
                | 'other'
                | null;
              rejectionNotes: string | null;
              /** Format: date */
              lastDay: string | null;
              child: {
                firstName: string;
                lastName: string;
              };
              parent: {
                firstName: string;
                lastName: string;
              };
              ageDays: number;
              offeredActions: ('approve' | 'reject' | 'passInternalReview')[];
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postMeritCsPreApprovalsByIdDecision: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @enum {string} */
              action: 'approve';
            }
          | {
              /** @enum {string} */
              action: 'passInternalReview';
            }
          | {
              /** @enum {string} */
              action: 'reject';
              /** @enum {string} */
              reason:
                | 'notMeetingRequirements'
                | 'incorrectProvider'
                | 'insufficientInformation'
                | 'receiptMismatch'
                | 'other';
              notes?: string;
            };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected' | 'Expired';
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  getServiceProviderByIdPreApprovals: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              preApprovals: {
                id: number;
                childId: number;
                /** @enum {string} */
                status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected' | 'Expired';
                amount: number;
                used: number;
                held: number;
                /** @enum {string} */
                category:
                  | 'beforeAfterSchool'
                  | 'dayCamps'
                  | 'curriculumAndMaterials'
                  | 'fieldTrips'
                  | 'instrumentLessons'
                  | 'languageClasses'
                  | 'studySkills'
                  | 'tutoring';
                description: string;
                /** Format: date */
                expectedDate: string;
                provider: {
                  number: string | null;
                  name: string;
                };
                quoteLink: string | null;
                quoteFile?: {
                  name: string;
                  url: string;
                };
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                decidedAt: string | null;
                /** @enum {string|null} */
                rejectionReason:
                  | 'notMeetingRequirements'
                  | 'incorrectProvider'
                  | 'insufficientInformation'
                  | 'receiptMismatch'
                  | 'other'
                  | null;
                rejectionNotes: string | null;
                /** Format: date */
                lastDay: string | null;
                child: {
                  firstName: string;
                  lastName: string;
                };
                parent: {
                  firstName: string;
                  lastName: string;
                };
                ageDays: number;
                offeredActions: ('approve' | 'reject' | 'passInternalReview')[];
              }[];
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postServiceProviderByIdPreApprovalsByPreApprovalIdDecision: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        preApprovalId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @enum {string} */
              action: 'approve';
            }
          | {
              /** @enum {string} */
              action: 'passInternalReview';
            }
          | {
              /** @enum {string} */
              action: 'reject';
              /** @enum {string} */
              reason:
                | 'notMeetingRequirements'
                | 'incorrectProvider'
                | 'insufficientInformation'
                | 'receiptMismatch'
                | 'other';
              notes?: string;
            };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected' | 'Expired';
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  postUserClaimReceiptReading: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: Blob;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              status: 'read' | 'unreadable';
              amount: {
                value: number;
                confidence: number;
              } | null;
              dateOfService: {
                /** Format: date */
                value: string;
                confidence: number;
              } | null;
              receiptNumber: {
                value: string;
                confidence: number;
              } | null;
              /** @default [] */
              alreadySent: {
                claimId: number;
                /** Format: date */
                submittedOn: string;
              }[];
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getUserClaimReceiptNumber: {
    parameters: {
      query: {
        number: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              alreadySent: {
                claimId: number;
                /** Format: date */
                submittedOn: string;
              }[];
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
    };
  };
  getClaimMeritCsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              /** Format: uuid */
              uuid: string;
              /** @enum {string} */
              status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
              amount: number;
              /** @enum {string} */
              category:
                | 'beforeAfterSchool'
                | 'dayCamps'
                | 'curriculumAndMaterials'
                | 'fieldTrips'
                | 'instrumentLessons'
                | 'languageClasses'
                | 'studySkills'
                | 'tutoring';
              description: string;
              /** Format: date */
              dateOfService: string;
              physicalGood: boolean | null;
              /** @enum {string} */
              payTo: 'User' | 'Vendor';
              schoolYear: number | null;
              /** Format: date-time */
              createdAt: string;
              child: {
                firstName: string;
                lastName: string;
                schoolYear: number | null;
              };
              parent: {
                firstName: string;
                lastName: string;
                userId: number;
              };
              files: {
                url: string;
                filename: string;
                receiptNumber: string | null;
                /** @enum {string} */
                detectedFileExt: 'jpeg' | 'png' | 'webp' | 'pdf';
                reading: {
                  /** @enum {string} */
                  status: 'pending' | 'read' | 'unreadable';
                  total: number | null;
                  dates: string[];
                  invoiceNumber: string | null;
                  flags: (
                    | {
                        /** @enum {string} */
                        kind: 'amountAboveTotal';
                        claimed: number;
                        total: number;
                        files: number;
                      }
                    | {
                        /** @enum {string} */
                        kind: 'dateOutside';
                        /** Format: date */
                        date: string;
                        /** Format: date */
                        first: string;
                        /** Format: date */
                        last: string;
                      }
                    | {
                        /** @enum {string} */
                        kind: 'invoiceNumberUsed';
                        number: string | null;
                        otherClaimId: number | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: 'noReadableText';
                      }
                  )[];
                };
              }[];
              serviceProvider: {
                number: string;
                name: string;
                /** @enum {string} */
                status: 'Active' | 'Inactive';
                isFauxServiceProvider: boolean;
              } | null;
              nonAceServiceProvider: {
                name: string;
                address: string;
                phoneNumber: string;
                email: string;
                website: string;
                contactName?: string;
                contactTitle?: string;
              } | null;
              accountNumber: string;
              invoiceNumber: string;
              replaces: {
                id: number;
                rejectionReason: string | null;
              } | null;
              replacedBy: number | null;
              sentAgainReason: string | null;
              decision: {
                reviewerName: string | null;
                /** Format: date-time */
                reviewedAt: string;
                rejectionReason: string | null;
              } | null;
              internalReviewLink: string | null;
              amountInfo: {
                available: number;
                pending: number;
              };
              auditCaseId: number | null;
              appealOpen: boolean;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getClaimMeritCsByIdReviewLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              internalReviewLink: string | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  putClaimById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          amount: number;
          note: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              amount: number;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  postClaimById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          note: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  getClaimByIdEvents: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              action: string;
              actor: string | null;
              actorKind: string;
              /** @enum {string|null} */
              fromStatus: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected' | null;
              /** @enum {string|null} */
              toStatus: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected' | null;
              fromAmount: number | null;
              toAmount: number | null;
              note: string | null;
              /** Format: date-time */
              at: string;
            }[];
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getClaimAutomation: {
    parameters: {
      query?: {
        claimId?: string;
        status?: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
        serviceProviderNumber?: string;
        childName?: string;
        parentName?: string;
        submittedStartDate?: string;
        submittedEndDate?: string;
        limit?: number;
        beforeId?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getMeritCsClaims: {
    parameters: {
      query: {
        q: string;
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              items: {
                id: number;
                /** @enum {string} */
                status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
                amount: number;
                child: {
                  firstName: string;
                  lastName: string;
                };
                parent: {
                  firstName: string;
                  lastName: string;
                  email: string;
                };
                serviceProvider: {
                  number: string;
                  name: string;
                } | null;
                /** Format: date-time */
                createdAt: string;
              }[];
              nextCursor: string | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getMeritCsClaimsCsv: {
    parameters: {
      query: {
        q: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getMeritCsProviders: {
    parameters: {
      query: {
        q: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              number: string;
              name: string;
              /** @enum {string} */
              status: 'Active' | 'Inactive';
            }[];
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getMeritCsFamiliesByParentUserId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        parentUserId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              type: 'Parent';
              id: number;
              email: string;
              firstName: string;
              lastName: string;
              hasProvidedBankDetails: boolean;
              hasHealthyBankConnection: boolean;
              children: {
                id: number;
                firstName: string;
                lastName: string;
                schoolYear: number | null;
                homeSchooled: boolean;
                dollars: {
                  available: number;
                  pending: number;
                  spent: number;
                  /** @default 0 */
                  held: number;
                };
                /** @default null */
                nextInstalment: {
                  /** Format: date */
                  date: string;
                  amount: number;
                } | null;
                /** @default [] */
                otherYears: {
                  schoolYear: number;
                  dollars: {
                    available: number;
                    pending: number;
                    spent: number;
                    /** @default 0 */
                    held: number;
                  };
                }[];
                /** @default [] */
                yearEnd: {
                  schoolYear: number;
                  intoYear: number | null;
                  rolledOver: number;
                  lapsed: number;
                  /** @enum {string} */
                  rule: 'roll_over' | 'lapse';
                  rollOverCap: number | null;
                }[];
                /** @default [] */
                recovered: {
                  claimId: number;
                  amount: number;
                  /** @enum {string} */
                  reason: 'notEligible' | 'notReceived' | 'noEvidence' | 'paidTwice' | 'amountTooHigh' | 'other';
                }[];
                claims: {
                  id: number;
                  amount: number;
                  /** Format: date-time */
                  createdAt: string;
                  /** @enum {string} */
                  status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
                  /** @default false */
                  payoutWaitsForYourBank: boolean;
                  /** @default false */
                  appealWaiting: boolean;
                }[];
              }[];
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getClaimByIdReads: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              /** @enum {string} */
              kind: 'claim' | 'family' | 'file';
              staffName: string;
              staffEmail: string;
              parentUserId: number;
              claimId: number | null;
              fileId: number | null;
              address: string;
              /** Format: date-time */
              at: string;
            }[];
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getMeritCsFamiliesByParentUserIdAccessRecord: {
    parameters: {
      query?: {
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path: {
        parentUserId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              items: {
                id: number;
                /** @enum {string} */
                kind: 'claim' | 'family' | 'file';
                staffName: string;
                staffEmail: string;
                parentUserId: number;
                claimId: number | null;
                fileId: number | null;
                address: string;
                /** Format: date-time */
                at: string;
              }[];
              nextCursor: string | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getMeritCsFamiliesByParentUserIdAccessRecordCsv: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        parentUserId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getMeritCsQueue: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              waiting: number;
              overdue: number;
              failedPayouts: number;
              waitingPayouts: number;
            };
            message?: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getMeritCsQueueWaiting: {
    parameters: {
      query?: {
        providerNumber?: string;
        minAgeDays?: string;
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              items: {
                id: number;
                /** @enum {string} */
                status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
                amount: number;
                child: {
                  firstName: string;
                  lastName: string;
                };
                parent: {
                  firstName: string;
                  lastName: string;
                  email: string;
                };
                serviceProvider: {
                  number: string;
                  name: string;
                } | null;
                /** Format: date-time */
                createdAt: string;
                ageBusinessDays: number;
                /** Format: date */
                dueDate: string | null;
                payout: {
                  transferId: number;
                  amount: number;
                  /** @enum {string} */
                  payTo: 'User' | 'Vendor';
                  /** Format: date-time */
                  failedAt: string;
                  reason: string | null;
                } | null;
                payoutWaiting: {
                  transferId: number;
                  amount: number;
                  /** @enum {string} */
                  payTo: 'User' | 'Vendor';
                  /** Format: date-time */
                  waitingSince: string;
                  waitingBusinessDays: number;
                } | null;
              }[];
              count: number;
              nextCursor: string | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getMeritCsQueueOverdue: {
    parameters: {
      query?: {
        providerNumber?: string;
        minAgeDays?: string;
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              items: {
                id: number;
                /** @enum {string} */
                status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
                amount: number;
                child: {
                  firstName: string;
                  lastName: string;
                };
                parent: {
                  firstName: string;
                  lastName: string;
                  email: string;
                };
                serviceProvider: {
                  number: string;
                  name: string;
                } | null;
                /** Format: date-time */
                createdAt: string;
                ageBusinessDays: number;
                /** Format: date */
                dueDate: string | null;
                payout: {
                  transferId: number;
                  amount: number;
                  /** @enum {string} */
                  payTo: 'User' | 'Vendor';
                  /** Format: date-time */
                  failedAt: string;
                  reason: string | null;
                } | null;
                payoutWaiting: {
                  transferId: number;
                  amount: number;
                  /** @enum {string} */
                  payTo: 'User' | 'Vendor';
                  /** Format: date-time */
                  waitingSince: string;
                  waitingBusinessDays: number;
                } | null;
              }[];
              count: number;
              nextCursor: string | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getMeritCsQueueFailedPayouts: {
    parameters: {
      query?: {
        providerNumber?: string;
        minAgeDays?: string;
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              items: {
                id: number;
                /** @enum {string} */
                status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
                amount: number;
                child: {
                  firstName: string;
                  lastName: string;
                };
                parent: {
                  firstName: string;
                  lastName: string;
                  email: string;
                };
                serviceProvider: {
                  number: string;
                  name: string;
                } | null;
                /** Format: date-time */
                createdAt: string;
                ageBusinessDays: number;
                /** Format: date */
                dueDate: string | null;
                payout: {
                  transferId: number;
                  amount: number;
                  /** @enum {string} */
                  payTo: 'User' | 'Vendor';
                  /** Format: date-time */
                  failedAt: string;
                  reason: string | null;
                } | null;
                payoutWaiting: {
                  transferId: number;
                  amount: number;
                  /** @enum {string} */
                  payTo: 'User' | 'Vendor';
                  /** Format: date-time */
                  waitingSince: string;
                  waitingBusinessDays: number;
                } | null;
              }[];
              count: number;
              nextCursor: string | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getMeritCsQueueWaitingPayouts: {
    parameters: {
      query?: {
        providerNumber?: string;
        minAgeDays?: string;
        limit?: number;
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              items: {
                id: number;
                /** @enum {string} */
                status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
                amount: number;
                child: {
                  firstName: string;
                  lastName: string;
                };
                parent: {
                  firstName: string;
                  lastName: string;
                  email: string;
                };
                serviceProvider: {
                  number: string;
                  name: string;
                } | null;
                /** Format: date-time */
                createdAt: string;
                ageBusinessDays: number;
                /** Format: date */
                dueDate: string | null;
                payout: {
                  transferId: number;
                  amount: number;
                  /** @enum {string} */
                  payTo: 'User' | 'Vendor';
                  /** Format: date-time */
                  failedAt: string;
                  reason: string | null;
                } | null;
                payoutWaiting: {
                  transferId: number;
                  amount: number;
                  /** @enum {string} */
                  payTo: 'User' | 'Vendor';
                  /** Format: date-time */
                  waitingSince: string;
                  waitingBusinessDays: number;
                } | null;
              }[];
              count: number;
              nextCursor: string | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getMeritCsProgramme: {
    parameters: {
      query: {
        schoolYear: 'N/A' | number;
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              schoolYear: number | null;
              from: string | null;
              to: string | null;
              funds: {
                awarded: number;
                claimed: number;
                paid: number;
                pending: number;
                rolledIn: number;
                rolledOver: number;
                lapsed: number;
                available: number;
              };
              claimsByStatus: {
                /** @enum {string} */
                status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
                claims: number;
                amount: number;
              }[];
              spendingByCategory: {
                /** @enum {string} */
                category:
                  | 'beforeAfterSchool'
                  | 'dayCamps'
                  | 'curriculumAndMaterials'
                  | 'fieldTrips'
                  | 'instrumentLessons'
                  | 'languageClasses'
                  | 'studySkills'
                  | 'tutoring';
                claims: number;
                claimed: number;
              }[];
              spendingByMonth: {
                month: string;
                claims: number;
                claimed: number;
              }[];
              topProviders: {
                providerNumber: string;
                name: string;
                claims: number;
                claimed: number;
              }[];
              timeToDecision: {
                claims: number;
                medianBusinessDays: number | null;
                p90BusinessDays: number | null;
              };
              timeToPayout: {
                claims: number;
                medianBusinessDays: number | null;
                p90BusinessDays: number | null;
              };
              rejectionsByReason: {
                /** @enum {string} */
                reason:
                  | 'notMeetingRequirements'
                  | 'incorrectProvider'
                  | 'insufficientInformation'
                  | 'receiptMismatch'
                  | 'other';
                claims: number;
              }[];
              overdueAtProviders: {
                /** Format: date */
                date: string;
                claims: number;
              }[];
              /** Format: date-time */
              asOf: string;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getMeritCsProgrammeAudits: {
    parameters: {
      query: {
        schoolYear: 'N/A' | number;
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              schoolYear: number | null;
              from: string | null;
              to: string | null;
              total: {
                claimsPaid: number;
                audited: number;
                sampled: number;
                flagged: number;
                open: number;
                overdue: number;
                findings: number;
                misspent: number;
                recovered: number;
                owed: number;
                recoveryRate: number | null;
              };
              byProvider: {
                claimsPaid: number;
                audited: number;
                sampled: number;
                flagged: number;
                open: number;
                overdue: number;
                findings: number;
                misspent: number;
                recovered: number;
                owed: number;
                recoveryRate: number | null;
                providerNumber: string;
                name: string;
              }[];
              /** Format: date-time */
              asOf: string;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getMeritCsProgrammePreApprovals: {
    parameters: {
      query: {
        schoolYear: 'N/A' | number;
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              schoolYear: number | null;
              from: string | null;
              to: string | null;
              asked: number;
              waiting: number;
              approved: number;
              rejected: number;
              expired: number;
              amounts: {
                approved: number;
                usedByClaims: number;
                held: number;
                releasedByExpiry: number;
              };
              timeToDecision: {
                claims: number;
                medianBusinessDays: number | null;
                p90BusinessDays: number | null;
              };
              /** Format: date-time */
              asOf: string;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getMeritCsProgrammeCsv: {
    parameters: {
      query: {
        schoolYear: 'N/A' | number;
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  postMeritCsSchoolYears: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          startYear: number;
          firstDateOfService: string;
          lastClaimDay: string;
          defaultAward: number;
          /** @enum {string} */
          unspentFunds: 'roll_over' | 'lapse';
          rollOverCap: number | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              startYear: number;
              /** Format: date */
              firstDateOfService: string;
              /** Format: date */
              lastClaimDay: string | null;
              defaultAward: number;
              /** @enum {string} */
              state: 'upcoming' | 'open' | 'closed';
              /** @enum {string} */
              unspentFunds: 'roll_over' | 'lapse';
              rollOverCap: number | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  getMeritCsSchoolYearsEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              /** Format: date-time */
              at: string;
              /** @enum {string} */
              action: 'opened' | 'closed';
              startYear: number;
              staffName: string | null;
              staffEmail: string | null;
              before: {
                startYear: number;
                /** Format: date */
                firstDateOfService: string;
                /** Format: date */
                lastClaimDay: string | null;
                defaultAward: number;
                /** @enum {string} */
                state: 'upcoming' | 'open' | 'closed';
                /** @enum {string} */
                unspentFunds: 'roll_over' | 'lapse';
                rollOverCap: number | null;
              } | null;
              after: {
                startYear: number;
                /** Format: date */
                firstDateOfService: string;
                /** Format: date */
                lastClaimDay: string | null;
                defaultAward: number;
                /** @enum {string} */
                state: 'upcoming' | 'open' | 'closed';
                /** @enum {string} */
                unspentFunds: 'roll_over' | 'lapse';
                rollOverCap: number | null;
              };
            }[];
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getMeritCsAudits: {
    parameters: {
      query?: {
        filter?: 'all' | 'open' | 'overdue' | 'toConfirm' | 'closed';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              claimId: number;
              /** @enum {string} */
              state: 'open' | 'asked' | 'answered' | 'toConfirm' | 'closed';
              overdue: boolean;
              sampled: boolean;
              flagged: boolean;
              /** Format: date-time */
              openedAt: string;
              dueDate: string | null;
            }[];
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  postMeritCsAudits: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          claimId: number;
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              claimId: number;
              /** @enum {string} */
              state: 'open' | 'asked' | 'answered' | 'toConfirm' | 'closed';
              overdue: boolean;
              sampled: boolean;
              flagged: boolean;
              openedBy: string | null;
              openReason: string | null;
              /** Format: date-time */
              openedAt: string;
              sampleWeek: string | null;
              claim: {
                amount: number;
                /** @enum {string} */
                category:
                  | 'beforeAfterSchool'
                  | 'dayCamps'
                  | 'curriculumAndMaterials'
                  | 'fieldTrips'
                  | 'instrumentLessons'
                  | 'languageClasses'
                  | 'studySkills'
                  | 'tutoring';
                description: string;
                /** Format: date */
                dateOfService: string;
                /** @enum {string} */
                payTo: 'User' | 'Vendor';
                provider: string | null;
                child: {
                  firstName: string;
                  lastName: string;
                };
                parent: {
                  firstName: string;
                  lastName: string;
                };
              };
              questions: {
                id: number;
                question: string;
                /** Format: date-time */
                askedAt: string;
                dueDate: string;
                overdue: boolean;
                answer: string | null;
                /** Format: date-time */
                answeredAt: string | null;
                files: {
                  id: number;
                  filename: string;
                  url: string;
                }[];
              }[];
              finding: {
                /** @enum {string} */
                outcome: 'noFinding' | 'misspent';
                amount: number | null;
                /** @enum {string|null} */
                reason: 'notEligible' | 'notReceived' | 'noEvidence' | 'paidTwice' | 'amountTooHigh' | 'other' | null;
                explanation: string;
                evidence: string;
                foundBy: string;
                /** Format: date-time */
                foundAt: string;
                confirmedBy: string | null;
                /** Format: date-time */
                confirmedAt: string | null;
                recordedByYou: boolean;
              } | null;
              recovery: {
                /** @enum {string} */
                debtor: 'family' | 'provider';
                misspent: number;
                fromFunds: number;
                repaid: number;
                owed: number;
              } | null;
              answerBusinessDays: number;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  getMeritCsAuditsSamples: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              weekStart: string;
              seed: string;
              rate: number;
              paidClaimIds: number[];
              sampledClaimIds: number[];
              flaggedClaimIds: number[];
              /** Format: date-time */
              drawnAt: string;
            }[];
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  getMeritCsAuditsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              claimId: number;
              /** @enum {string} */
              state: 'open' | 'asked' | 'answered' | 'toConfirm' | 'closed';
              overdue: boolean;
              sampled: boolean;
              flagged: boolean;
              openedBy: string | null;
              openReason: string | null;
              /** Format: date-time */
              openedAt: string;
              sampleWeek: string | null;
              claim: {
                amount: number;
                /** @enum {string} */
                category:
                  | 'beforeAfterSchool'
                  | 'dayCamps'
                  | 'curriculumAndMaterials'
                  | 'fieldTrips'
                  | 'instrumentLessons'
                  | 'languageClasses'
                  | 'studySkills'
                  | 'tutoring';
                description: string;
                /** Format: date */
                dateOfService: string;
                /** @enum {string} */
                payTo: 'User' | 'Vendor';
                provider: string | null;
                child: {
                  firstName: string;
                  lastName: string;
                };
                parent: {
                  firstName: string;
                  lastName: string;
                };
              };
              questions: {
                id: number;
                question: string;
                /** Format: date-time */
                askedAt: string;
                dueDate: string;
                overdue: boolean;
                answer: string | null;
                /** Format: date-time */
                answeredAt: string | null;
                files: {
                  id: number;
                  filename: string;
                  url: string;
                }[];
              }[];
              finding: {
                /** @enum {string} */
                outcome: 'noFinding' | 'misspent';
                amount: number | null;
                /** @enum {string|null} */
                reason: 'notEligible' | 'notReceived' | 'noEvidence' | 'paidTwice' | 'amountTooHigh' | 'other' | null;
                explanation: string;
                evidence: string;
                foundBy: string;
                /** Format: date-time */
                foundAt: string;
                confirmedBy: string | null;
                /** Format: date-time */
                confirmedAt: string | null;
                recordedByYou: boolean;
              } | null;
              recovery: {
                /** @enum {string} */
                debtor: 'family' | 'provider';
                misspent: number;
                fromFunds: number;
                repaid: number;
                owed: number;
              } | null;
              answerBusinessDays: number;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postMeritCsAuditsByIdQuestions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          question: string;
          /** @default null */
          dueDate?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              claimId: number;
              /** @enum {string} */
              state: 'open' | 'asked' | 'answered' | 'toConfirm' | 'closed';
              overdue: boolean;
              sampled: boolean;
              flagged: boolean;
              openedBy: string | null;
              openReason: string | null;
              /** Format: date-time */
              openedAt: string;
              sampleWeek: string | null;
              claim: {
                amount: number;
                /** @enum {string} */
                category:
                  | 'beforeAfterSchool'
                  | 'dayCamps'
                  | 'curriculumAndMaterials'
                  | 'fieldTrips'
                  | 'instrumentLessons'
                  | 'languageClasses'
                  | 'studySkills'
                  | 'tutoring';
                description: string;
                /** Format: date */
                dateOfService: string;
                /** @enum {string} */
                payTo: 'User' | 'Vendor';
                provider: string | null;
                child: {
                  firstName: string;
                  lastName: string;
                };
                parent: {
                  firstName: string;
                  lastName: string;
                };
              };
              questions: {
                id: number;
                question: string;
                /** Format: date-time */
                askedAt: string;
                dueDate: string;
                overdue: boolean;
                answer: string | null;
                /** Format: date-time */
                answeredAt: string | null;
                files: {
                  id: number;
                  filename: string;
                  url: string;
                }[];
              }[];
              finding: {
                /** @enum {string} */
                outcome: 'noFinding' | 'misspent';
                amount: number | null;
                /** @enum {string|null} */
                reason: 'notEligible' | 'notReceived' | 'noEvidence' | 'paidTwice' | 'amountTooHigh' | 'other' | null;
                explanation: string;
                evidence: string;
                foundBy: string;
                /** Format: date-time */
                foundAt: string;
                confirmedBy: string | null;
                /** Format: date-time */
                confirmedAt: string | null;
                recordedByYou: boolean;
              } | null;
              recovery: {
                /** @enum {string} */
                debtor: 'family' | 'provider';
                misspent: number;
                fromFunds: number;
                repaid: number;
                owed: number;
              } | null;
              answerBusinessDays: number;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  postMeritCsAuditsByIdFinding: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @enum {string} */
              outcome: 'noFinding';
              /** @default  */
              explanation?: string;
            }
          | {
              /** @enum {string} */
              outcome: 'misspent';
              amount: number;
              /** @enum {string} */
              reason: 'notEligible' | 'notReceived' | 'noEvidence' | 'paidTwice' | 'amountTooHigh' | 'other';
              explanation: string;
              evidence: string;
            };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              claimId: number;
              /** @enum {string} */
              state: 'open' | 'asked' | 'answered' | 'toConfirm' | 'closed';
              overdue: boolean;
              sampled: boolean;
              flagged: boolean;
              openedBy: string | null;
              openReason: string | null;
              /** Format: date-time */
              openedAt: string;
              sampleWeek: string | null;
              claim: {
                amount: number;
                /** @enum {string} */
                category:
                  | 'beforeAfterSchool'
                  | 'dayCamps'
                  | 'curriculumAndMaterials'
                  | 'fieldTrips'
                  | 'instrumentLessons'
                  | 'languageClasses'
                  | 'studySkills'
                  | 'tutoring';
                description: string;
                /** Format: date */
                dateOfService: string;
                /** @enum {string} */
                payTo: 'User' | 'Vendor';
                provider: string | null;
                child: {
                  firstName: string;
                  lastName: string;
                };
                parent: {
                  firstName: string;
                  lastName: string;
                };
              };
              questions: {
                id: number;
                question: string;
                /** Format: date-time */
                askedAt: string;
                dueDate: string;
                overdue: boolean;
                answer: string | null;
                /** Format: date-time */
                answeredAt: string | null;
                files: {
                  id: number;
                  filename: string;
                  url: string;
                }[];
              }[];
              finding: {
                /** @enum {string} */
                outcome: 'noFinding' | 'misspent';
                amount: number | null;
                /** @enum {string|null} */
                reason: 'notEligible' | 'notReceived' | 'noEvidence' | 'paidTwice' | 'amountTooHigh' | 'other' | null;
                explanation: string;
                evidence: string;
                foundBy: string;
                /** Format: date-time */
                foundAt: string;
                confirmedBy: string | null;
                /** Format: date-time */
                confirmedAt: string | null;
                recordedByYou: boolean;
              } | null;
              recovery: {
                /** @enum {string} */
                debtor: 'family' | 'provider';
                misspent: number;
                fromFunds: number;
                repaid: number;
                owed: number;
              } | null;
              answerBusinessDays: number;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  postMeritCsAuditsByIdConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': Record<string, never>;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              claimId: number;
              /** @enum {string} */
              state: 'open' | 'asked' | 'answered' | 'toConfirm' | 'closed';
              overdue: boolean;
              sampled: boolean;
              flagged: boolean;
              openedBy: string | null;
              openReason: string | null;
              /** Format: date-time */
              openedAt: string;
              sampleWeek: string | null;
              claim: {
                amount: number;
                /** @enum {string} */
                category:
                  | 'beforeAfterSchool'
                  | 'dayCamps'
                  | 'curriculumAndMaterials'
                  | 'fieldTrips'
                  | 'instrumentLessons'
                  | 'languageClasses'
                  | 'studySkills'
                  | 'tutoring';
                description: string;
                /** Format: date */
                dateOfService: string;
                /** @enum {string} */
                payTo: 'User' | 'Vendor';
                provider: string | null;
                child: {
                  firstName: string;
                  lastName: string;
                };
                parent: {
                  firstName: string;
                  lastName: string;
                };
              };
              questions: {
                id: number;
                question: string;
                /** Format: date-time */
                askedAt: string;
                dueDate: string;
                overdue: boolean;
                answer: string | null;
                /** Format: date-time */
                answeredAt: string | null;
                files: {
                  id: number;
                  filename: string;
                  url: string;
                }[];
              }[];
              finding: {
                /** @enum {string} */
                outcome: 'noFinding' | 'misspent';
                amount: number | null;
                /** @enum {string|null} */
                reason: 'notEligible' | 'notReceived' | 'noEvidence' | 'paidTwice' | 'amountTooHigh' | 'other' | null;
                explanation: string;
                evidence: string;
                foundBy: string;
                /** Format: date-time */
                foundAt: string;
                confirmedBy: string | null;
                /** Format: date-time */
                confirmedAt: string | null;
                recordedByYou: boolean;
              } | null;
              recovery: {
                /** @enum {string} */
                debtor: 'family' | 'provider';
                misspent: number;
                fromFunds: number;
                repaid: number;
                owed: number;
              } | null;
              answerBusinessDays: number;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  postMeritCsAuditsByIdRepayments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          amount: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              claimId: number;
              /** @enum {string} */
              state: 'open' | 'asked' | 'answered' | 'toConfirm' | 'closed';
              overdue: boolean;
              sampled: boolean;
              flagged: boolean;
              openedBy: string | null;
              openReason: string | null;
              /** Format: date-time */
              openedAt: string;
              sampleWeek: string | null;
              claim: {
                amount: number;
                /** @enum {string} */
                category:
                  | 'beforeAfterSchool'
                  | 'dayCamps'
                  | 'curriculumAndMaterials'
                  | 'fieldTrips'
                  | 'instrumentLessons'
                  | 'languageClasses'
                  | 'studySkills'
                  | 'tutoring';
                description: string;
                /** Format: date */
                dateOfService: string;
                /** @enum {string} */
                payTo: 'User' | 'Vendor';
                provider: string | null;
                child: {
                  firstName: string;
                  lastName: string;
                };
                parent: {
                  firstName: string;
                  lastName: string;
                };
              };
              questions: {
                id: number;
                question: string;
                /** Format: date-time */
                askedAt: string;
                dueDate: string;
                overdue: boolean;
                answer: string | null;
                /** Format: date-time */
                answeredAt: string | null;
                files: {
                  id: number;
                  filename: string;
                  url: string;
                }[];
              }[];
              finding: {
                /** @enum {string} */
                outcome: 'noFinding' | 'misspent';
                amount: number | null;
                /** @enum {string|null} */
                reason: 'notEligible' | 'notReceived' | 'noEvidence' | 'paidTwice' | 'amountTooHigh' | 'other' | null;
                explanation: string;
                evidence: string;
                foundBy: string;
                /** Format: date-time */
                foundAt: string;
                confirmedBy: string | null;
                /** Format: date-time */
                confirmedAt: string | null;
                recordedByYou: boolean;
              } | null;
              recovery: {
                /** @enum {string} */
                debtor: 'family' | 'provider';
                misspent: number;
                fromFunds: number;
                repaid: number;
                owed: number;
              } | null;
              answerBusinessDays: number;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  getUserClaimByClaimIdAudit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        claimId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              caseId: number;
              /** @enum {string} */
              state: 'open' | 'asked' | 'answered' | 'toConfirm' | 'closed';
              questions: {
                id: number;
                question: string;
                /** Format: date-time */
                askedAt: string;
                dueDate: string;
                overdue: boolean;
                answer: string | null;
                /** Format: date-time */
                answeredAt: string | null;
                files: {
                  id: number;
                  filename: string;
                  url: string;
                }[];
              }[];
              finding: {
                /** @enum {string} */
                outcome: 'noFinding' | 'misspent';
                /** @enum {string|null} */
                reason: 'notEligible' | 'notReceived' | 'noEvidence' | 'paidTwice' | 'amountTooHigh' | 'other' | null;
                explanation: string;
              } | null;
              recovery: {
                /** @enum {string} */
                debtor: 'family' | 'provider';
                misspent: number;
                fromFunds: number;
                repaid: number;
                owed: number;
              } | null;
            } | null;
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postUserClaimByClaimIdAuditAnswer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        claimId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          answer: string;
          /** Format: binary */
          file1?: Blob;
          /** Format: binary */
          file2?: Blob;
          /** Format: binary */
          file3?: Blob;
          /** Format: binary */
          file4?: Blob;
          /** Format: binary */
          file5?: Blob;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              caseId: number;
              /** @enum {string} */
              state: 'open' | 'asked' | 'answered' | 'toConfirm' | 'closed';
              questions: {
                id: number;
                question: string;
                /** Format: date-time */
                askedAt: string;
                dueDate: string;
                overdue: boolean;
                answer: string | null;
                /** Format: date-time */
                answeredAt: string | null;
                files: {
                  id: number;
                  filename: string;
                  url: string;
                }[];
              }[];
              finding: {
                /** @enum {string} */
                outcome: 'noFinding' | 'misspent';
                /** @enum {string|null} */
                reason: 'notEligible' | 'notReceived' | 'noEvidence' | 'paidTwice' | 'amountTooHigh' | 'other' | null;
                explanation: string;
              } | null;
              recovery: {
                /** @enum {string} */
                debtor: 'family' | 'provider';
                misspent: number;
                fromFunds: number;
                repaid: number;
                owed: number;
              } | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  getServiceProviderByIdAuditDebts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              caseId: number;
              claimId: number;
              /** @enum {string|null} */
              reason: 'notEligible' | 'notReceived' | 'noEvidence' | 'paidTwice' | 'amountTooHigh' | 'other' | null;
              explanation: string;
              misspent: number;
              repaid: number;
              owed: number;
              /** Format: date-time */
              foundAt: string;
            }[];
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  postAchParentGetBankToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              token: string;
            };
            message?: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAchServiceProviderByIdGetBankToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              token: string;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAchServiceProviderByIdChangeBankToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              token: string;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getServiceProviderByIdBankAccount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              account: {
                bankName: string | null;
                name: string;
                /** @enum {string|null} */
                type: 'checking' | 'savings' | null;
              } | null;
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  patchUserParentSetBankFlag: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              type: 'Parent';
              id: number;
              email: string;
              firstName: string;
              lastName: string;
              hasProvidedBankDetails: boolean;
              hasHealthyBankConnection: boolean;
              children: {
                id: number;
                firstName: string;
                lastName: string;
                schoolYear: number | null;
                homeSchooled: boolean;
                dollars: {
                  available: number;
                  pending: number;
                  spent: number;
                  /** @default 0 */
                  held: number;
                };
                /** @default null */
                nextInstalment: {
                  /** Format: date */
                  date: string;
                  amount: number;
                } | null;
                /** @default [] */
                otherYears: {
                  schoolYear: number;
                  dollars: {
                    available: number;
                    pending: number;
                    spent: number;
                    /** @default 0 */
                    held: number;
                  };
                }[];
                /** @default [] */
                yearEnd: {
                  schoolYear: number;
                  intoYear: number | null;
                  rolledOver: number;
                  lapsed: number;
                  /** @enum {string} */
                  rule: 'roll_over' | 'lapse';
                  rollOverCap: number | null;
                }[];
                /** @default [] */
                recovered: {
                  claimId: number;
                  amount: number;
                  /** @enum {string} */
                  reason: 'notEligible' | 'notReceived' | 'noEvidence' | 'paidTwice' | 'amountTooHigh' | 'other';
                }[];
                claims: {
                  id: number;
                  amount: number;
                  /** Format: date-time */
                  createdAt: string;
                  /** @enum {string} */
                  status: 'Pending' | 'Pending external' | 'Accepted' | 'Rejected';
                  /** @default false */
                  payoutWaitsForYourBank: boolean;
                  /** @default false */
                  appealWaiting: boolean;
                }[];
              }[];
            };
            message?: string;
          };
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  patchUserServiceProviderByIdSetBankFlag: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              /** @enum {string} */
              type: 'ServiceProvider';
              id: number;
              email: string;
              firstName: string;
              lastName: string;
              hasProvidedBankDetails: boolean;
              hasHealthyBankConnection: boolean;
              selectedOrg: {
                id: string;
                name: string;
                providerNumber: string;
              };
            };
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getClaimByIdTransfers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            success: true;
            data: {
              id: number;
              claimId: number;
              amount: number;
              /** @enum {string} */
              payTo: 'User' | 'Vendor';
              /** @enum {string} */
              status: 'queued' | 'pending' | 'processed' | 'failed' | 'cancelled';
              attempts: number;
              lastError: string | null;
              bankTransferRef: string | null;
              reference: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              waitingForBank: {
                /** @enum {string} */
                payee: 'parent' | 'provider';
                /** Format: date-time */
                since: string;
                businessDays: number;
              } | null;
            }[];
            message?: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
}
