/** The two widths every screen is proven at: a laptop, and a small phone. */
export const desktop = { width: 1280, height: 900 };
export const phone = { width: 375, height: 812 };
