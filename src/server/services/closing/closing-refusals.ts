/** The disclosures step's refusals, written for the person (mapped by `applicationProcedure`). */
export const CONFIRM_SUMMARY_FIRST =
  "Your disclosures come after you confirm your application. Check your application summary and submit it first.";
export const CONSENT_FIRST =
  "Agree to receive and sign documents electronically first: open the PDF and type the code printed in it.";
export const OPEN_THE_PDF_FIRST = "Open the PDF first: the code to type is printed in it.";
export const WRONG_CODE =
  "That code doesn’t match the one in the PDF you opened last. Check it and type it again, or open the PDF again for a new code.";
export const CONSENT_CHANGED =
  "Our consent to electronic documents changed since you opened the PDF. Read it again and open the PDF again for a new code.";
export const CONSENT_WITHDRAWN =
  "You withdrew your consent to electronic documents, so we send your disclosures on paper by mail. To sign online instead, consent again.";
export const NOTHING_TO_WITHDRAW =
  "You haven’t consented to electronic documents, so there is nothing to withdraw.";
export const NAME_MUST_MATCH = (name: string) => `Type your full name as it is on your application: ${name}.`;
export const NO_SUCH_DOCUMENT = "That document isn’t one of your disclosures.";
export const SIGN_DISCLOSURES_FIRST =
  "Identity verification comes after your disclosures. Sign your disclosures first.";
export const ID_PHOTO_NOT_FOUND =
  "We couldn't find that photo of your ID. Take the photo again, then verify.";
export const ID_PHOTO_UNREADABLE =
  "We couldn't read the photo of your ID. Take the photo again in good light, then verify.";
export const DETAILS_MISSING =
  "We don't have your date of birth and Social Security number on file. Contact us and we'll help.";
export const IDENTITY_UNREACHABLE =
  "We couldn't reach our identity service just now. Try again in a few minutes.";
export const LINK_AFTER_DISCLOSURES =
  "You can link your homeowners insurance once your disclosures are signed. Sign your disclosures first.";
export const INSURANCE_UNREACHABLE =
  "We couldn't reach your insurance company just now. Try again in a few minutes, or upload your mortgage statement instead.";
export const NO_POLICY_FOUND = (carrier: string) =>
  `We found no homeowners policy of yours at ${carrier} for this property. Check the company's name, or upload your mortgage statement instead.`;
export const PROPERTY_ADDRESS_MISSING =
  "We don't have your property's address on file. Contact us and we'll help.";
