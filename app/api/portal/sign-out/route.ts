import { methods } from "@/lib/api/methods";
import { signOutRoute } from "@/lib/api/sign-out";

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: signOutRoute("employee") });
