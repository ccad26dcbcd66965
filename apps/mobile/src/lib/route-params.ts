/** A route parameter as one text (expo-router gives a list for a repeated parameter). */
export function paramText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** SubmitNewClaim as the correction of a rejected claim of this child (issue 15): the form starts from it. */
export function correctClaimRoute(childId: number, claimId: number) {
  return { pathname: '/submit-new-claim', params: { childId: String(childId), corrects: String(claimId) } } as const;
}

/** The appeal of a rejected claim (issue 35): its statement and files, sent from their own screen. */
export function appealClaimRoute(claimId: number) {
  return { pathname: '/appeal-claim', params: { claimId: String(claimId) } } as const;
}

/** Ask before you buy for one child (issue 35): the request form and the child's pre-approvals. */
export function preApprovalsRoute(childId: number) {
  return { pathname: '/pre-approvals', params: { childId: String(childId) } } as const;
}

/** SubmitNewClaim with one of the child's pre-approvals chosen (issue 35): the claim against it. */
export function claimAgainstPreApprovalRoute(childId: number, preApprovalId: number) {
  return {
    pathname: '/submit-new-claim',
    params: { childId: String(childId), preApprovalId: String(preApprovalId) },
  } as const;
}
