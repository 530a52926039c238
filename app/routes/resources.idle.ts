export { staySignedInAction as action } from "~/features/idle/stay.server";
