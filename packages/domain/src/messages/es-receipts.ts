import type { receiptTexts } from './en-receipts.ts';
import type { Translation } from './translation.ts';

/** The Spanish of en-receipts.ts (the programme's terms: docs/glossary-es.md). */
export const esReceiptTexts = {
  'receipt.reading': 'Reading {file}…',
  'receipt.suggestions': 'From {file}, we read the details below. Use the ones that are right, or type your own.',
  'receipt.suggestion.amount': 'Amount: {amount}',
  'receipt.suggestion.dateOfService': 'Date of service: {date}',
  'receipt.suggestion.receiptNumber': 'Receipt number: {number}',
  'receipt.suggestion.use': 'Use',
  'receipt.suggestion.useLabel': 'Use {suggestion}',
  'receipt.suggestion.used': 'Used',
  'receipt.suggestion.nothing': 'We could not read an amount or a date in {file}. Please type them from the invoice.',
  'receipt.suggestion.failed': 'We could not read {file} just now. Please type the details from the invoice.',
  'receipt.read.title': 'Read from the file',
  'receipt.read.pending': 'Not read yet. The details read from this file will show here within a few minutes.',
  'receipt.read.total': 'Total: {amount}',
  'receipt.read.dates': 'Dates: {dates}',
  'receipt.read.invoiceNumber': 'Invoice number: {number}',
  'receipt.read.nothing': 'No total, date or invoice number could be read.',
  'receipt.flag.amountAboveTotal': 'The claim is for {claimed}, more than the {total} total read from the invoice.',
  'receipt.flag.amountAboveTotals': 'The claim is for {claimed}, more than the {total} the invoices add up to.',
  'receipt.flag.dateOutside': 'The date of service, {date}, is outside the dates on the invoice ({first} to {last}).',
  'receipt.flag.dateNotOn': 'The date of service, {date}, is not the date on the invoice ({first}).',
  'receipt.flag.invoiceNumberUsed': 'Invoice number {number} is also on claim {id}.',
  'receipt.flag.invoiceNumberUsedElsewhere': 'Invoice number {number} is also on another claim.',
  'receipt.flag.sameFile': 'The same file is also on claim {id}.',
  'receipt.flag.sameFileElsewhere': 'The same file is also on another claim.',
  'receipt.flag.noText': 'No text could be read from this file. Check it by eye.',
  'receipt.flag.openOther': 'Open claim {id}',
  'receipt.flag.warning': 'Warning',
} satisfies Translation<typeof receiptTexts>;
