-- The Programme page's pre-approvals (issue 35) are counted from their rows when asked: one school year's (or those
-- of none) asked in a range of months, read by this index rather than by scanning the table.
CREATE INDEX "pre_approvals_figures_idx" ON "pre_approvals" USING btree ("school_year","created_at");
