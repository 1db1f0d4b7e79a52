import { PaymentTroubleshooter } from "../../components/tools/payment-troubleshooter";
import { mountIsland } from "./mount";

mountIsland("paymentTroubleshooter", PaymentTroubleshooter);
