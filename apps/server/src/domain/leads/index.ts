export { createConsultation, createContact, createProspect, type LeadDeps } from "./create";
export { countLeadsSince, exportLeads, listLeads, removeLead, updateLead } from "./inbox";
export { releaseLead } from "./release";
export { pruneExpiredLeads } from "./retention";
export { confirmSignup, unsubscribeSignup } from "./signups";
export { eraseSubject, findSubject } from "./subject";
export { leadsSinceLastVisit } from "./visits";
