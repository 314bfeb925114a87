// The backend's refusal of a whole form (not one field), above the fields: the kit's.
export { FormErrors } from "~/components/ui/forms/ErrorList";
