import application from "./en/application.json";
import applicationDebts from "./en/application-debts.json";
import applicationDeclarations from "./en/application-declarations.json";
import applicationIncome from "./en/application-income.json";
import applicationPersonal from "./en/application-personal.json";
import closing from "./en/closing.json";
import common from "./en/common.json";
import documents from "./en/documents.json";
import ineligible from "./en/ineligible.json";
import initialSetup from "./en/initial-setup.json";
import messages from "./en/messages.json";
import offer from "./en/offer.json";
import prequal from "./en/prequal.json";

/**
 * The English catalogue: one JSON file per namespace in `en/`, each owned by one area. A feature
 * adds its strings to its own file and reads them with `useTranslations("<namespace>")`.
 */
export const en = {
  common,
  prequal,
  initialSetup,
  offer,
  ineligible,
  application,
  "application-debts": applicationDebts,
  "application-personal": applicationPersonal,
  "application-income": applicationIncome,
  "application-declarations": applicationDeclarations,
  closing,
  documents,
  messages,
};
