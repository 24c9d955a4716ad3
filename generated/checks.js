/* Generated from schema/tasks.schema.json by `npm run generate`. Do not edit. */
// A check answers true only when every object whose fields it reads, and every array whose items it reads, owns them:
// the object has Object's prototype or none, the array Array's, as JSON.parse builds them. So no verdict rests on an
// inherited field.
const objectPrototype = Object.prototype;
const arrayPrototype = Array.prototype;
// Read from an object or array whose fields a check does not otherwise read, just before its prototype test: no value
// holds this symbol, but the read lets V8 learn the value's shape where a site sees few, and then find its prototype
// without calling into the runtime.
const shapeProbe = Symbol("shape probe");
function isPlainObject(data) {
  const prototype = Object.getPrototypeOf(data);
  return prototype === objectPrototype || prototype === null;
}
// The type test of an object (not null, not an array) is written out where it is made, not called: a helper shared by
// every check is not inlined into the larger ones. The prototype test comes right after the check's first read of one
// of the object's fields: a read before it decides nothing, since the check answers true only once it has passed.
// The Timestamp pattern by character codes: YYYY-MM-DDTHH:MM:SS (extended) or YYYYMMDDTHHMMSS (basic), an
// optional fraction ("." or "," and digits), then "Z" or an offset: ±HH, or ±HH:MM (extended) or ±HHMM (basic).
// A digit d is (code - 48) >>> 0 <= 9: a code below "0" wraps around to a large number.
function pattern0Test(s) {
  const n = s.length;
  // e is 1 in the extended layout, whose separators shift every later field: the month starts at 4 + e.
  const e = s.charCodeAt(4) === 45 ? 1 : 0;
  if (n < 16 + 4 * e) return false;
  const y0 = s.charCodeAt(0) - 48;
  const y1 = s.charCodeAt(1) - 48;
  const y2 = s.charCodeAt(2) - 48;
  const y3 = s.charCodeAt(3) - 48;
  const month0 = s.charCodeAt(4 + e) - 48;
  const month1 = s.charCodeAt(5 + e) - 48;
  const day0 = s.charCodeAt(6 + 2 * e) - 48;
  const day1 = s.charCodeAt(7 + 2 * e) - 48;
  const hour0 = s.charCodeAt(9 + 2 * e) - 48;
  const hour1 = s.charCodeAt(10 + 2 * e) - 48;
  const minute0 = s.charCodeAt(11 + 3 * e) - 48;
  const minute1 = s.charCodeAt(12 + 3 * e) - 48;
  const second0 = s.charCodeAt(13 + 4 * e) - 48;
  const second1 = s.charCodeAt(14 + 4 * e) - 48;
  if (y0 >>> 0 > 9 || y1 >>> 0 > 9 || y2 >>> 0 > 9 || y3 >>> 0 > 9) return false;
  if (month0 >>> 0 > 1 || month1 >>> 0 > 9 || day0 >>> 0 > 3 || day1 >>> 0 > 9) return false;
  if (hour0 >>> 0 > 2 || hour1 >>> 0 > 9 || minute0 >>> 0 > 5 || minute1 >>> 0 > 9) return false;
  if (second0 >>> 0 > 6 || second1 >>> 0 > 9 || s.charCodeAt(8 + 2 * e) !== 84) return false;
  if (e === 1 && (s.charCodeAt(7) !== 45 || s.charCodeAt(13) !== 58 || s.charCodeAt(16) !== 58)) return false;
  const month = month0 * 10 + month1;
  const day = day0 * 10 + day1;
  if (month < 1 || month > 12 || day < 1 || hour0 * 10 + hour1 > 23 || second0 * 10 + second1 > 60) return false;
  if (day > 28) {
    if (month === 2) {
      // February 29 only in a leap year: a year divisible by 4, a century year (yy = 00) only every 400 years.
      const yy = y2 * 10 + y3;
      if (day !== 29 || (yy === 0 ? y0 * 10 + y1 : yy) % 4 !== 0) return false;
    } else if (day > 31 || (day === 31 && (month === 4 || month === 6 || month === 9 || month === 11))) return false;
  }
  let i = 15 + 4 * e;
  let c = s.charCodeAt(i);
  if (c === 46 || c === 44) {
    const first = ++i;
    while (i < n && (s.charCodeAt(i) - 48) >>> 0 <= 9) i++;
    if (i === first) return false;
    c = s.charCodeAt(i);
  }
  if (c === 90) return i + 1 === n;
  if ((c !== 43 && c !== 45) || i + 3 > n) return false;
  const zoneHour0 = s.charCodeAt(i + 1) - 48;
  const zoneHour1 = s.charCodeAt(i + 2) - 48;
  if (zoneHour0 >>> 0 > 2 || zoneHour1 >>> 0 > 9 || zoneHour0 * 10 + zoneHour1 > 23) return false;
  i += 3;
  if (i === n) return true;
  // The offset's minutes: after a colon in the extended layout, directly in the basic one.
  if (e === 1 && s.charCodeAt(i++) !== 58) return false;
  if (i + 2 !== n) return false;
  const zoneMinute0 = s.charCodeAt(i) - 48;
  const zoneMinute1 = s.charCodeAt(i + 1) - 48;
  return zoneMinute0 >>> 0 <= 5 && zoneMinute1 >>> 0 <= 9;
}

// #/$defs/JSONObject: Any JSON object.
function checkJSONObject(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  return true;
}
// #/$defs/MetaObject: The contents of a `_meta` field, which clients and servers use to attach additional metadata to…
function checkMetaObject(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  return true;
}
// #/$defs/RequestId: A uniquely identifying ID for a request in JSON-RPC:
function checkRequestId(data) {
  if (!(typeof data === "string" || Number.isInteger(data))) return false;
  return true;
}
// #/$defs/Error: A JSON-RPC error object:
function checkError(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$code = data["code"];
  if (!isPlainObject(data)) return false;
  if (!Number.isInteger(data$code)) return false;
  const data$message = data["message"];
  if (!(typeof data$message === "string")) return false;
  return true;
}
// #/$defs/Result: Common result fields.
function checkResult(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$resultType = data["resultType"];
  if (!(typeof data$resultType === "string")) return false;
  return true;
}
// #/$defs/TaskId: A server-generated, non-empty task identifier.
function checkTaskId(data) {
  if (!(typeof data === "string")) return false;
  if (data.length < 1) return false;
  return true;
}
// #/$defs/Timestamp: An ISO 8601 date-time with a time zone:
function checkTimestamp(data) {
  if (!(typeof data === "string")) return false;
  if (!pattern0Test(data)) return false;
  return true;
}
// #/$defs/Milliseconds: A duration in integer milliseconds, from 0 to 2^53-1.
function checkMilliseconds(data) {
  if (!Number.isInteger(data)) return false;
  if (data < 0) return false;
  if (data > 9007199254740991) return false;
  return true;
}
// #/$defs/TaskStatus: The status of a task.
function checkTaskStatus(data) {
  if (!(typeof data === "string")) return false;
  if (
    data !== "working" &&
    data !== "input_required" &&
    data !== "completed" &&
    data !== "failed" &&
    data !== "cancelled"
  )
    return false;
  return true;
}
// #/$defs/Task: Operational metadata about ongoing work.
function checkTask(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$taskId = data["taskId"];
  if (!isPlainObject(data)) return false;
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$status = data["status"];
  if (!(typeof data$status === "string")) return false;
  if (
    data$status !== "working" &&
    data$status !== "input_required" &&
    data$status !== "completed" &&
    data$status !== "failed" &&
    data$status !== "cancelled"
  )
    return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$result = data["result"];
  // dependentSchemas: with "result" present, the object must also match this.
  if (data$result !== undefined) {
    if (data$status !== undefined) {
      if (data$status !== "completed") return false;
    }
    if (data$result !== undefined) {
      if (typeof data$result !== "object" || data$result === null || Array.isArray(data$result)) return false;
      data$result[shapeProbe]; // the shape probe (top of this module)
      if (!isPlainObject(data$result)) return false;
    }
  }
  const data$error = data["error"];
  // dependentSchemas: with "error" present, the object must also match this.
  if (data$error !== undefined) {
    if (data$status !== undefined) {
      if (data$status !== "failed") return false;
    }
    if (data$error !== undefined) {
      if (typeof data$error !== "object" || data$error === null || Array.isArray(data$error)) return false;
      const data$error$code = data$error["code"];
      if (!isPlainObject(data$error)) return false;
      if (!Number.isInteger(data$error$code)) return false;
      const data$error$message = data$error["message"];
      if (!(typeof data$error$message === "string")) return false;
    }
  }
  const data$inputRequests = data["inputRequests"];
  // dependentSchemas: with "inputRequests" present, the object must also match this.
  if (data$inputRequests !== undefined) {
    if (data$status !== undefined) {
      if (data$status !== "input_required") return false;
    }
    if (data$inputRequests !== undefined) {
      if (typeof data$inputRequests !== "object" || data$inputRequests === null || Array.isArray(data$inputRequests))
        return false;
      data$inputRequests[shapeProbe]; // the shape probe (top of this module)
      if (!isPlainObject(data$inputRequests)) return false;
      // Every member not named in properties must match additionalProperties (own keys: the prototype was checked).
      for (const data$inputRequests$$k in data$inputRequests) {
        const data$inputRequests$$e = data$inputRequests[data$inputRequests$$k];
        if (
          typeof data$inputRequests$$e !== "object" ||
          data$inputRequests$$e === null ||
          Array.isArray(data$inputRequests$$e)
        )
          return false;
        const data$inputRequests$$e$method = data$inputRequests$$e["method"];
        if (typeof data$inputRequests$$e$method !== "string") return false;
        // "method" names the one variant to check, each in a function of its own.
        switch (data$inputRequests$$e$method) {
          case "elicitation/create":
            if (!caseInputRequest_elicitation_create(data$inputRequests$$e)) return false;
            break;
          case "sampling/createMessage":
            if (!caseInputRequest_sampling_createMessage(data$inputRequests$$e)) return false;
            break;
          case "roots/list":
            if (!caseInputRequest_roots_list(data$inputRequests$$e)) return false;
            break;
          default:
            return false;
        }
      }
      if (Object.keys(data$inputRequests).length < 1) return false;
    }
  }
  return true;
}
// #/$defs/NonEmptyInputRequests: The outstanding server-to-client requests of a task that requires input:
function checkNonEmptyInputRequests(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  // Every member not named in properties must match additionalProperties (own keys: the prototype was checked).
  for (const data$$k in data) {
    const data$$e = data[data$$k];
    if (typeof data$$e !== "object" || data$$e === null || Array.isArray(data$$e)) return false;
    const data$$e$method = data$$e["method"];
    if (typeof data$$e$method !== "string") return false;
    // "method" names the one variant to check, each in a function of its own.
    switch (data$$e$method) {
      case "elicitation/create":
        if (!caseInputRequest_elicitation_create(data$$e)) return false;
        break;
      case "sampling/createMessage":
        if (!caseInputRequest_sampling_createMessage(data$$e)) return false;
        break;
      case "roots/list":
        if (!caseInputRequest_roots_list(data$$e)) return false;
        break;
      default:
        return false;
    }
  }
  if (Object.keys(data).length < 1) return false;
  return true;
}
// #/$defs/WorkingTask: A task that is in a normal working state.
function checkWorkingTask(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$status = data["status"];
  if (!isPlainObject(data)) return false;
  if (data$status !== "working") return false;
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$result = data["result"];
  // dependentSchemas: with "result" present, the object must also match this.
  if (data$result !== undefined) {
    // "status" is known to be "working" here, which this schema refuses.
    return false;
  }
  const data$error = data["error"];
  // dependentSchemas: with "error" present, the object must also match this.
  if (data$error !== undefined) {
    // "status" is known to be "working" here, which this schema refuses.
    return false;
  }
  const data$inputRequests = data["inputRequests"];
  // dependentSchemas: with "inputRequests" present, the object must also match this.
  if (data$inputRequests !== undefined) {
    // "status" is known to be "working" here, which this schema refuses.
    return false;
  }
  return true;
}
// #/$defs/InputRequiredTask: A task that is waiting for input from the client.
function checkInputRequiredTask(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$status = data["status"];
  if (!isPlainObject(data)) return false;
  if (data$status !== "input_required") return false;
  const data$inputRequests = data["inputRequests"];
  if (typeof data$inputRequests !== "object" || data$inputRequests === null || Array.isArray(data$inputRequests))
    return false;
  data$inputRequests[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data$inputRequests)) return false;
  // Every member not named in properties must match additionalProperties (own keys: the prototype was checked).
  for (const data$inputRequests$$k in data$inputRequests) {
    const data$inputRequests$$e = data$inputRequests[data$inputRequests$$k];
    if (
      typeof data$inputRequests$$e !== "object" ||
      data$inputRequests$$e === null ||
      Array.isArray(data$inputRequests$$e)
    )
      return false;
    const data$inputRequests$$e$method = data$inputRequests$$e["method"];
    if (typeof data$inputRequests$$e$method !== "string") return false;
    // "method" names the one variant to check, each in a function of its own.
    switch (data$inputRequests$$e$method) {
      case "elicitation/create":
        if (!caseInputRequest_elicitation_create(data$inputRequests$$e)) return false;
        break;
      case "sampling/createMessage":
        if (!caseInputRequest_sampling_createMessage(data$inputRequests$$e)) return false;
        break;
      case "roots/list":
        if (!caseInputRequest_roots_list(data$inputRequests$$e)) return false;
        break;
      default:
        return false;
    }
  }
  if (Object.keys(data$inputRequests).length < 1) return false;
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$result = data["result"];
  // dependentSchemas: with "result" present, the object must also match this.
  if (data$result !== undefined) {
    // "status" is known to be "input_required" here, which this schema refuses.
    return false;
  }
  const data$error = data["error"];
  // dependentSchemas: with "error" present, the object must also match this.
  if (data$error !== undefined) {
    // "status" is known to be "input_required" here, which this schema refuses.
    return false;
  }
  return true;
}
// #/$defs/CompletedTask: A task that has completed.
function checkCompletedTask(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$status = data["status"];
  if (!isPlainObject(data)) return false;
  if (data$status !== "completed") return false;
  const data$result = data["result"];
  if (typeof data$result !== "object" || data$result === null || Array.isArray(data$result)) return false;
  data$result[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data$result)) return false;
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$error = data["error"];
  // dependentSchemas: with "error" present, the object must also match this.
  if (data$error !== undefined) {
    // "status" is known to be "completed" here, which this schema refuses.
    return false;
  }
  const data$inputRequests = data["inputRequests"];
  // dependentSchemas: with "inputRequests" present, the object must also match this.
  if (data$inputRequests !== undefined) {
    // "status" is known to be "completed" here, which this schema refuses.
    return false;
  }
  return true;
}
// #/$defs/FailedTask: A task that has failed because of a JSON-RPC error during execution.
function checkFailedTask(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$status = data["status"];
  if (!isPlainObject(data)) return false;
  if (data$status !== "failed") return false;
  const data$error = data["error"];
  if (typeof data$error !== "object" || data$error === null || Array.isArray(data$error)) return false;
  const data$error$code = data$error["code"];
  if (!isPlainObject(data$error)) return false;
  if (!Number.isInteger(data$error$code)) return false;
  const data$error$message = data$error["message"];
  if (!(typeof data$error$message === "string")) return false;
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$result = data["result"];
  // dependentSchemas: with "result" present, the object must also match this.
  if (data$result !== undefined) {
    // "status" is known to be "failed" here, which this schema refuses.
    return false;
  }
  const data$inputRequests = data["inputRequests"];
  // dependentSchemas: with "inputRequests" present, the object must also match this.
  if (data$inputRequests !== undefined) {
    // "status" is known to be "failed" here, which this schema refuses.
    return false;
  }
  return true;
}
// #/$defs/CancelledTask: A task that has been cancelled.
function checkCancelledTask(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$status = data["status"];
  if (!isPlainObject(data)) return false;
  if (data$status !== "cancelled") return false;
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$result = data["result"];
  // dependentSchemas: with "result" present, the object must also match this.
  if (data$result !== undefined) {
    // "status" is known to be "cancelled" here, which this schema refuses.
    return false;
  }
  const data$error = data["error"];
  // dependentSchemas: with "error" present, the object must also match this.
  if (data$error !== undefined) {
    // "status" is known to be "cancelled" here, which this schema refuses.
    return false;
  }
  const data$inputRequests = data["inputRequests"];
  // dependentSchemas: with "inputRequests" present, the object must also match this.
  if (data$inputRequests !== undefined) {
    // "status" is known to be "cancelled" here, which this schema refuses.
    return false;
  }
  return true;
}
// #/$defs/DetailedTask: A task with the payload of its status inlined, as tasks/get and notifications/tasks carry it.
function checkDetailedTask(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$status = data["status"];
  if (typeof data$status !== "string") return false;
  // "status" names the one variant to check, each in a function of its own.
  switch (data$status) {
    case "working":
      if (!caseDetailedTask_working(data)) return false;
      break;
    case "input_required":
      if (!caseDetailedTask_input_required(data)) return false;
      break;
    case "completed":
      if (!caseDetailedTask_completed(data)) return false;
      break;
    case "failed":
      if (!caseDetailedTask_failed(data)) return false;
      break;
    case "cancelled":
      if (!caseDetailedTask_cancelled(data)) return false;
      break;
    default:
      return false;
  }
  return true;
}
// #/$defs/CreateTaskResult: Result & Task with `resultType:
function checkCreateTaskResult(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$resultType = data["resultType"];
  if (data$resultType !== "task") return false;
  const data$result = data["result"];
  if (data$result !== undefined) {
    if (typeof data$result !== "object" || data$result === null || Array.isArray(data$result)) return false;
    data$result[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$result)) return false;
  }
  const data$error = data["error"];
  if (data$error !== undefined) {
    if (typeof data$error !== "object" || data$error === null || Array.isArray(data$error)) return false;
    const data$error$code = data$error["code"];
    if (!isPlainObject(data$error)) return false;
    if (!Number.isInteger(data$error$code)) return false;
    const data$error$message = data$error["message"];
    if (!(typeof data$error$message === "string")) return false;
  }
  const data$inputRequests = data["inputRequests"];
  if (data$inputRequests !== undefined) {
    if (typeof data$inputRequests !== "object" || data$inputRequests === null || Array.isArray(data$inputRequests))
      return false;
    data$inputRequests[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$inputRequests)) return false;
    // Every member not named in properties must match additionalProperties (own keys: the prototype was checked).
    for (const data$inputRequests$$k in data$inputRequests) {
      const data$inputRequests$$e = data$inputRequests[data$inputRequests$$k];
      if (
        typeof data$inputRequests$$e !== "object" ||
        data$inputRequests$$e === null ||
        Array.isArray(data$inputRequests$$e)
      )
        return false;
      const data$inputRequests$$e$method = data$inputRequests$$e["method"];
      if (typeof data$inputRequests$$e$method !== "string") return false;
      // "method" names the one variant to check, each in a function of its own.
      switch (data$inputRequests$$e$method) {
        case "elicitation/create":
          if (!caseInputRequest_elicitation_create(data$inputRequests$$e)) return false;
          break;
        case "sampling/createMessage":
          if (!caseInputRequest_sampling_createMessage(data$inputRequests$$e)) return false;
          break;
        case "roots/list":
          if (!caseInputRequest_roots_list(data$inputRequests$$e)) return false;
          break;
        default:
          return false;
      }
    }
    if (Object.keys(data$inputRequests).length < 1) return false;
  }
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$status = data["status"];
  if (!(typeof data$status === "string")) return false;
  if (
    data$status !== "working" &&
    data$status !== "input_required" &&
    data$status !== "completed" &&
    data$status !== "failed" &&
    data$status !== "cancelled"
  )
    return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  // dependentSchemas: with "result" present, the object must also match this.
  if (data$result !== undefined) {
    if (data$status !== undefined) {
      if (data$status !== "completed") return false;
    }
  }
  // dependentSchemas: with "error" present, the object must also match this.
  if (data$error !== undefined) {
    if (data$status !== undefined) {
      if (data$status !== "failed") return false;
    }
  }
  // dependentSchemas: with "inputRequests" present, the object must also match this.
  if (data$inputRequests !== undefined) {
    if (data$status !== undefined) {
      if (data$status !== "input_required") return false;
    }
  }
  return true;
}
// #/$defs/GetTaskResult: The result of tasks/get:
function checkGetTaskResult(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$status = data["status"];
  if (typeof data$status !== "string") return false;
  // "status" names the one variant to check, each in a function of its own.
  switch (data$status) {
    case "working":
      if (!caseGetTaskResult_working(data)) return false;
      break;
    case "input_required":
      if (!caseGetTaskResult_input_required(data)) return false;
      break;
    case "completed":
      if (!caseGetTaskResult_completed(data)) return false;
      break;
    case "failed":
      if (!caseGetTaskResult_failed(data)) return false;
      break;
    case "cancelled":
      if (!caseGetTaskResult_cancelled(data)) return false;
      break;
    default:
      return false;
  }
  return true;
}
// #/$defs/UpdateTaskResult: The result of tasks/update:
function checkUpdateTaskResult(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$resultType = data["resultType"];
  if (data$resultType !== "complete") return false;
  const data$taskId = data["taskId"];
  if (data$taskId !== undefined) {
    return false;
  }
  const data$status = data["status"];
  if (data$status !== undefined) {
    return false;
  }
  const data$result = data["result"];
  if (data$result !== undefined) {
    return false;
  }
  const data$error = data["error"];
  if (data$error !== undefined) {
    return false;
  }
  const data$inputRequests = data["inputRequests"];
  if (data$inputRequests !== undefined) {
    return false;
  }
  return true;
}
// #/$defs/CancelTaskResult: The result of tasks/cancel:
function checkCancelTaskResult(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$resultType = data["resultType"];
  if (data$resultType !== "complete") return false;
  const data$taskId = data["taskId"];
  if (data$taskId !== undefined) {
    return false;
  }
  const data$status = data["status"];
  if (data$status !== undefined) {
    return false;
  }
  const data$result = data["result"];
  if (data$result !== undefined) {
    return false;
  }
  const data$error = data["error"];
  if (data$error !== undefined) {
    return false;
  }
  const data$inputRequests = data["inputRequests"];
  if (data$inputRequests !== undefined) {
    return false;
  }
  return true;
}
// #/$defs/TasksExtensionCapability: The settings object of the io.modelcontextprotocol/tasks extension capability.
function checkTasksExtensionCapability(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  return true;
}
// #/$defs/ExtensionsCapability: The `extensions` capability map, keyed by extension identifier.
function checkExtensionsCapability(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$$xio_2e_modelcontextprotocol_2f_tasks = data["io.modelcontextprotocol/tasks"];
  if (!isPlainObject(data)) return false;
  if (data$$xio_2e_modelcontextprotocol_2f_tasks !== undefined) {
    if (
      typeof data$$xio_2e_modelcontextprotocol_2f_tasks !== "object" ||
      data$$xio_2e_modelcontextprotocol_2f_tasks === null ||
      Array.isArray(data$$xio_2e_modelcontextprotocol_2f_tasks)
    )
      return false;
    data$$xio_2e_modelcontextprotocol_2f_tasks[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$$xio_2e_modelcontextprotocol_2f_tasks)) return false;
  }
  // Every member not named in properties must match additionalProperties (own keys: the prototype was checked).
  for (const data$$k in data) {
    if (data$$k === "io.modelcontextprotocol/tasks") continue;
    const data$$e = data[data$$k];
    if (typeof data$$e !== "object" || data$$e === null || Array.isArray(data$$e)) return false;
    data$$e[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$$e)) return false;
  }
  return true;
}
// #/$defs/ClientCapabilities: Per-request client capabilities.
function checkClientCapabilities(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$extensions = data["extensions"];
  if (!isPlainObject(data)) return false;
  if (data$extensions !== undefined) {
    if (typeof data$extensions !== "object" || data$extensions === null || Array.isArray(data$extensions)) return false;
    const data$extensions$$xio_2e_modelcontextprotocol_2f_tasks = data$extensions["io.modelcontextprotocol/tasks"];
    if (!isPlainObject(data$extensions)) return false;
    if (data$extensions$$xio_2e_modelcontextprotocol_2f_tasks !== undefined) {
      if (
        typeof data$extensions$$xio_2e_modelcontextprotocol_2f_tasks !== "object" ||
        data$extensions$$xio_2e_modelcontextprotocol_2f_tasks === null ||
        Array.isArray(data$extensions$$xio_2e_modelcontextprotocol_2f_tasks)
      )
        return false;
      data$extensions$$xio_2e_modelcontextprotocol_2f_tasks[shapeProbe]; // the shape probe (top of this module)
      if (!isPlainObject(data$extensions$$xio_2e_modelcontextprotocol_2f_tasks)) return false;
    }
    // Every member not named in properties must match additionalProperties (own keys: the prototype was checked).
    for (const data$extensions$$k in data$extensions) {
      if (data$extensions$$k === "io.modelcontextprotocol/tasks") continue;
      const data$extensions$$e = data$extensions[data$extensions$$k];
      if (typeof data$extensions$$e !== "object" || data$extensions$$e === null || Array.isArray(data$extensions$$e))
        return false;
      data$extensions$$e[shapeProbe]; // the shape probe (top of this module)
      if (!isPlainObject(data$extensions$$e)) return false;
    }
  }
  const data$elicitation = data["elicitation"];
  if (data$elicitation !== undefined) {
    if (typeof data$elicitation !== "object" || data$elicitation === null || Array.isArray(data$elicitation))
      return false;
    const data$elicitation$form = data$elicitation["form"];
    if (!isPlainObject(data$elicitation)) return false;
    if (data$elicitation$form !== undefined) {
      if (
        typeof data$elicitation$form !== "object" ||
        data$elicitation$form === null ||
        Array.isArray(data$elicitation$form)
      )
        return false;
      data$elicitation$form[shapeProbe]; // the shape probe (top of this module)
      if (!isPlainObject(data$elicitation$form)) return false;
    }
    const data$elicitation$url = data$elicitation["url"];
    if (data$elicitation$url !== undefined) {
      if (
        typeof data$elicitation$url !== "object" ||
        data$elicitation$url === null ||
        Array.isArray(data$elicitation$url)
      )
        return false;
      data$elicitation$url[shapeProbe]; // the shape probe (top of this module)
      if (!isPlainObject(data$elicitation$url)) return false;
    }
  }
  const data$sampling = data["sampling"];
  if (data$sampling !== undefined) {
    if (typeof data$sampling !== "object" || data$sampling === null || Array.isArray(data$sampling)) return false;
    const data$sampling$context = data$sampling["context"];
    if (!isPlainObject(data$sampling)) return false;
    if (data$sampling$context !== undefined) {
      if (
        typeof data$sampling$context !== "object" ||
        data$sampling$context === null ||
        Array.isArray(data$sampling$context)
      )
        return false;
      data$sampling$context[shapeProbe]; // the shape probe (top of this module)
      if (!isPlainObject(data$sampling$context)) return false;
    }
    const data$sampling$tools = data$sampling["tools"];
    if (data$sampling$tools !== undefined) {
      if (typeof data$sampling$tools !== "object" || data$sampling$tools === null || Array.isArray(data$sampling$tools))
        return false;
      data$sampling$tools[shapeProbe]; // the shape probe (top of this module)
      if (!isPlainObject(data$sampling$tools)) return false;
    }
  }
  const data$roots = data["roots"];
  if (data$roots !== undefined) {
    if (typeof data$roots !== "object" || data$roots === null || Array.isArray(data$roots)) return false;
    data$roots[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$roots)) return false;
  }
  return true;
}
// #/$defs/ServerCapabilities: Server capabilities as returned by server/discover.
function checkServerCapabilities(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$extensions = data["extensions"];
  if (!isPlainObject(data)) return false;
  if (data$extensions !== undefined) {
    if (typeof data$extensions !== "object" || data$extensions === null || Array.isArray(data$extensions)) return false;
    const data$extensions$$xio_2e_modelcontextprotocol_2f_tasks = data$extensions["io.modelcontextprotocol/tasks"];
    if (!isPlainObject(data$extensions)) return false;
    if (data$extensions$$xio_2e_modelcontextprotocol_2f_tasks !== undefined) {
      if (
        typeof data$extensions$$xio_2e_modelcontextprotocol_2f_tasks !== "object" ||
        data$extensions$$xio_2e_modelcontextprotocol_2f_tasks === null ||
        Array.isArray(data$extensions$$xio_2e_modelcontextprotocol_2f_tasks)
      )
        return false;
      data$extensions$$xio_2e_modelcontextprotocol_2f_tasks[shapeProbe]; // the shape probe (top of this module)
      if (!isPlainObject(data$extensions$$xio_2e_modelcontextprotocol_2f_tasks)) return false;
    }
    // Every member not named in properties must match additionalProperties (own keys: the prototype was checked).
    for (const data$extensions$$k in data$extensions) {
      if (data$extensions$$k === "io.modelcontextprotocol/tasks") continue;
      const data$extensions$$e = data$extensions[data$extensions$$k];
      if (typeof data$extensions$$e !== "object" || data$extensions$$e === null || Array.isArray(data$extensions$$e))
        return false;
      data$extensions$$e[shapeProbe]; // the shape probe (top of this module)
      if (!isPlainObject(data$extensions$$e)) return false;
    }
  }
  const data$tasks = data["tasks"];
  if (data$tasks !== undefined) {
    return false;
  }
  return true;
}
// #/$defs/Implementation: The name and version of an MCP implementation.
function checkImplementation(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$name = data["name"];
  if (!isPlainObject(data)) return false;
  if (!(typeof data$name === "string")) return false;
  const data$version = data["version"];
  if (!(typeof data$version === "string")) return false;
  const data$title = data["title"];
  if (data$title !== undefined) {
    if (!(typeof data$title === "string")) return false;
  }
  return true;
}
// #/$defs/RequestMeta: The `_meta` of a request.
function checkRequestMeta(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$$xio_2e_modelcontextprotocol_2f_protocolVersion = data["io.modelcontextprotocol/protocolVersion"];
  if (!isPlainObject(data)) return false;
  if (data$$xio_2e_modelcontextprotocol_2f_protocolVersion !== undefined) {
    if (!(typeof data$$xio_2e_modelcontextprotocol_2f_protocolVersion === "string")) return false;
  }
  const data$$xio_2e_modelcontextprotocol_2f_clientInfo = data["io.modelcontextprotocol/clientInfo"];
  if (data$$xio_2e_modelcontextprotocol_2f_clientInfo !== undefined) {
    if (
      typeof data$$xio_2e_modelcontextprotocol_2f_clientInfo !== "object" ||
      data$$xio_2e_modelcontextprotocol_2f_clientInfo === null ||
      Array.isArray(data$$xio_2e_modelcontextprotocol_2f_clientInfo)
    )
      return false;
    const data$$xio_2e_modelcontextprotocol_2f_clientInfo$name =
      data$$xio_2e_modelcontextprotocol_2f_clientInfo["name"];
    if (!isPlainObject(data$$xio_2e_modelcontextprotocol_2f_clientInfo)) return false;
    if (!(typeof data$$xio_2e_modelcontextprotocol_2f_clientInfo$name === "string")) return false;
    const data$$xio_2e_modelcontextprotocol_2f_clientInfo$version =
      data$$xio_2e_modelcontextprotocol_2f_clientInfo["version"];
    if (!(typeof data$$xio_2e_modelcontextprotocol_2f_clientInfo$version === "string")) return false;
    const data$$xio_2e_modelcontextprotocol_2f_clientInfo$title =
      data$$xio_2e_modelcontextprotocol_2f_clientInfo["title"];
    if (data$$xio_2e_modelcontextprotocol_2f_clientInfo$title !== undefined) {
      if (!(typeof data$$xio_2e_modelcontextprotocol_2f_clientInfo$title === "string")) return false;
    }
  }
  const data$$xio_2e_modelcontextprotocol_2f_clientCapabilities = data["io.modelcontextprotocol/clientCapabilities"];
  if (data$$xio_2e_modelcontextprotocol_2f_clientCapabilities !== undefined) {
    if (!checkClientCapabilities(data$$xio_2e_modelcontextprotocol_2f_clientCapabilities)) return false;
  }
  const data$$xio_2e_modelcontextprotocol_2f_logLevel = data["io.modelcontextprotocol/logLevel"];
  if (data$$xio_2e_modelcontextprotocol_2f_logLevel !== undefined) {
    if (
      data$$xio_2e_modelcontextprotocol_2f_logLevel !== "debug" &&
      data$$xio_2e_modelcontextprotocol_2f_logLevel !== "info" &&
      data$$xio_2e_modelcontextprotocol_2f_logLevel !== "notice" &&
      data$$xio_2e_modelcontextprotocol_2f_logLevel !== "warning" &&
      data$$xio_2e_modelcontextprotocol_2f_logLevel !== "error" &&
      data$$xio_2e_modelcontextprotocol_2f_logLevel !== "critical" &&
      data$$xio_2e_modelcontextprotocol_2f_logLevel !== "alert" &&
      data$$xio_2e_modelcontextprotocol_2f_logLevel !== "emergency"
    )
      return false;
  }
  const data$progressToken = data["progressToken"];
  if (data$progressToken !== undefined) {
    if (!(typeof data$progressToken === "string" || Number.isInteger(data$progressToken))) return false;
  }
  return true;
}
// #/$defs/TaskRequestParams: The params of tasks/get and tasks/cancel:
function checkTaskRequestParams(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (!checkRequestMeta(data$_meta)) return false;
  }
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  return true;
}
// #/$defs/GetTaskRequest: A tasks/get request:
function checkGetTaskRequest(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$jsonrpc = data["jsonrpc"];
  if (!isPlainObject(data)) return false;
  if (data$jsonrpc !== "2.0") return false;
  const data$id = data["id"];
  if (!(typeof data$id === "string" || Number.isInteger(data$id))) return false;
  const data$method = data["method"];
  if (data$method !== "tasks/get") return false;
  const data$params = data["params"];
  if (typeof data$params !== "object" || data$params === null || Array.isArray(data$params)) return false;
  const data$params$_meta = data$params["_meta"];
  if (!isPlainObject(data$params)) return false;
  if (data$params$_meta !== undefined) {
    if (!checkRequestMeta(data$params$_meta)) return false;
  }
  const data$params$taskId = data$params["taskId"];
  if (!(typeof data$params$taskId === "string")) return false;
  if (data$params$taskId.length < 1) return false;
  return true;
}
// #/$defs/UpdateTaskRequestParams: The params of tasks/update:
function checkUpdateTaskRequestParams(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (!checkRequestMeta(data$_meta)) return false;
  }
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$inputResponses = data["inputResponses"];
  if (typeof data$inputResponses !== "object" || data$inputResponses === null || Array.isArray(data$inputResponses))
    return false;
  data$inputResponses[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data$inputResponses)) return false;
  // Every member not named in properties must match additionalProperties (own keys: the prototype was checked).
  for (const data$inputResponses$$k in data$inputResponses) {
    const data$inputResponses$$e = data$inputResponses[data$inputResponses$$k];
    if (!checkInputResponse(data$inputResponses$$e)) return false;
  }
  return true;
}
// #/$defs/UpdateTaskRequest: A tasks/update request:
function checkUpdateTaskRequest(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$jsonrpc = data["jsonrpc"];
  if (!isPlainObject(data)) return false;
  if (data$jsonrpc !== "2.0") return false;
  const data$id = data["id"];
  if (!(typeof data$id === "string" || Number.isInteger(data$id))) return false;
  const data$method = data["method"];
  if (data$method !== "tasks/update") return false;
  const data$params = data["params"];
  if (typeof data$params !== "object" || data$params === null || Array.isArray(data$params)) return false;
  const data$params$_meta = data$params["_meta"];
  if (!isPlainObject(data$params)) return false;
  if (data$params$_meta !== undefined) {
    if (!checkRequestMeta(data$params$_meta)) return false;
  }
  const data$params$taskId = data$params["taskId"];
  if (!(typeof data$params$taskId === "string")) return false;
  if (data$params$taskId.length < 1) return false;
  const data$params$inputResponses = data$params["inputResponses"];
  if (
    typeof data$params$inputResponses !== "object" ||
    data$params$inputResponses === null ||
    Array.isArray(data$params$inputResponses)
  )
    return false;
  data$params$inputResponses[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data$params$inputResponses)) return false;
  // Every member not named in properties must match additionalProperties (own keys: the prototype was checked).
  for (const data$params$inputResponses$$k in data$params$inputResponses) {
    const data$params$inputResponses$$e = data$params$inputResponses[data$params$inputResponses$$k];
    if (!checkInputResponse(data$params$inputResponses$$e)) return false;
  }
  return true;
}
// #/$defs/CancelTaskRequest: A tasks/cancel request:
function checkCancelTaskRequest(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$jsonrpc = data["jsonrpc"];
  if (!isPlainObject(data)) return false;
  if (data$jsonrpc !== "2.0") return false;
  const data$id = data["id"];
  if (!(typeof data$id === "string" || Number.isInteger(data$id))) return false;
  const data$method = data["method"];
  if (data$method !== "tasks/cancel") return false;
  const data$params = data["params"];
  if (typeof data$params !== "object" || data$params === null || Array.isArray(data$params)) return false;
  const data$params$_meta = data$params["_meta"];
  if (!isPlainObject(data$params)) return false;
  if (data$params$_meta !== undefined) {
    if (!checkRequestMeta(data$params$_meta)) return false;
  }
  const data$params$taskId = data$params["taskId"];
  if (!(typeof data$params$taskId === "string")) return false;
  if (data$params$taskId.length < 1) return false;
  return true;
}
// #/$defs/TaskStatusNotificationParams: The params of notifications/tasks:
function checkTaskStatusNotificationParams(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$status = data["status"];
  if (typeof data$status !== "string") return false;
  // "status" names the one variant to check, each in a function of its own.
  switch (data$status) {
    case "working":
      if (!caseTaskStatusNotificationParams_working(data)) return false;
      break;
    case "input_required":
      if (!caseTaskStatusNotificationParams_input_required(data)) return false;
      break;
    case "completed":
      if (!caseTaskStatusNotificationParams_completed(data)) return false;
      break;
    case "failed":
      if (!caseTaskStatusNotificationParams_failed(data)) return false;
      break;
    case "cancelled":
      if (!caseTaskStatusNotificationParams_cancelled(data)) return false;
      break;
    default:
      return false;
  }
  return true;
}
// #/$defs/TaskStatusNotification: A notifications/tasks notification, pushed by a server to report a task's state.
function checkTaskStatusNotification(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$jsonrpc = data["jsonrpc"];
  if (!isPlainObject(data)) return false;
  if (data$jsonrpc !== "2.0") return false;
  const data$method = data["method"];
  if (data$method !== "notifications/tasks") return false;
  const data$params = data["params"];
  if (typeof data$params !== "object" || data$params === null || Array.isArray(data$params)) return false;
  const data$params$status = data$params["status"];
  if (typeof data$params$status !== "string") return false;
  // "status" names the one variant to check, each in a function of its own.
  switch (data$params$status) {
    case "working":
      if (!caseTaskStatusNotificationParams_working(data$params)) return false;
      break;
    case "input_required":
      if (!caseTaskStatusNotificationParams_input_required(data$params)) return false;
      break;
    case "completed":
      if (!caseTaskStatusNotificationParams_completed(data$params)) return false;
      break;
    case "failed":
      if (!caseTaskStatusNotificationParams_failed(data$params)) return false;
      break;
    case "cancelled":
      if (!caseTaskStatusNotificationParams_cancelled(data$params)) return false;
      break;
    default:
      return false;
  }
  return true;
}
// #/$defs/TaskSubscriptionFilter: The task part of the `notifications` filter of subscriptions/listen and of notifica…
function checkTaskSubscriptionFilter(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$taskIds = data["taskIds"];
  if (!isPlainObject(data)) return false;
  if (data$taskIds !== undefined) {
    if (!Array.isArray(data$taskIds)) return false;
    data$taskIds[shapeProbe]; // the shape probe (top of this module)
    if (Object.getPrototypeOf(data$taskIds) !== arrayPrototype) return false;
    for (
      let data$taskIds$$i = 0, data$taskIds$$n = data$taskIds.length;
      data$taskIds$$i < data$taskIds$$n;
      data$taskIds$$i++
    ) {
      const data$taskIds$$v = data$taskIds[data$taskIds$$i];
      if (!(typeof data$taskIds$$v === "string")) return false;
      if (data$taskIds$$v.length < 1) return false;
    }
  }
  return true;
}
// #/$defs/SubscriptionsListenRequest: A subscriptions/listen request asking for notifications/tasks on the listed tas…
function checkSubscriptionsListenRequest(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$jsonrpc = data["jsonrpc"];
  if (!isPlainObject(data)) return false;
  if (data$jsonrpc !== "2.0") return false;
  const data$id = data["id"];
  if (!(typeof data$id === "string" || Number.isInteger(data$id))) return false;
  const data$method = data["method"];
  if (data$method !== "subscriptions/listen") return false;
  const data$params = data["params"];
  if (typeof data$params !== "object" || data$params === null || Array.isArray(data$params)) return false;
  const data$params$_meta = data$params["_meta"];
  if (!isPlainObject(data$params)) return false;
  if (data$params$_meta !== undefined) {
    if (!checkRequestMeta(data$params$_meta)) return false;
  }
  const data$params$notifications = data$params["notifications"];
  if (
    typeof data$params$notifications !== "object" ||
    data$params$notifications === null ||
    Array.isArray(data$params$notifications)
  )
    return false;
  const data$params$notifications$taskIds = data$params$notifications["taskIds"];
  if (!isPlainObject(data$params$notifications)) return false;
  if (data$params$notifications$taskIds !== undefined) {
    if (!Array.isArray(data$params$notifications$taskIds)) return false;
    data$params$notifications$taskIds[shapeProbe]; // the shape probe (top of this module)
    if (Object.getPrototypeOf(data$params$notifications$taskIds) !== arrayPrototype) return false;
    for (
      let data$params$notifications$taskIds$$i = 0,
        data$params$notifications$taskIds$$n = data$params$notifications$taskIds.length;
      data$params$notifications$taskIds$$i < data$params$notifications$taskIds$$n;
      data$params$notifications$taskIds$$i++
    ) {
      const data$params$notifications$taskIds$$v =
        data$params$notifications$taskIds[data$params$notifications$taskIds$$i];
      if (!(typeof data$params$notifications$taskIds$$v === "string")) return false;
      if (data$params$notifications$taskIds$$v.length < 1) return false;
    }
  }
  return true;
}
// #/$defs/SubscriptionsAcknowledgedNotification: A notifications/subscriptions/acknowledged notification listing the …
function checkSubscriptionsAcknowledgedNotification(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$jsonrpc = data["jsonrpc"];
  if (!isPlainObject(data)) return false;
  if (data$jsonrpc !== "2.0") return false;
  const data$method = data["method"];
  if (data$method !== "notifications/subscriptions/acknowledged") return false;
  const data$params = data["params"];
  if (typeof data$params !== "object" || data$params === null || Array.isArray(data$params)) return false;
  const data$params$_meta = data$params["_meta"];
  if (!isPlainObject(data$params)) return false;
  if (data$params$_meta !== undefined) {
    if (typeof data$params$_meta !== "object" || data$params$_meta === null || Array.isArray(data$params$_meta))
      return false;
    data$params$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$params$_meta)) return false;
  }
  const data$params$notifications = data$params["notifications"];
  if (
    typeof data$params$notifications !== "object" ||
    data$params$notifications === null ||
    Array.isArray(data$params$notifications)
  )
    return false;
  const data$params$notifications$taskIds = data$params$notifications["taskIds"];
  if (!isPlainObject(data$params$notifications)) return false;
  if (data$params$notifications$taskIds !== undefined) {
    if (!Array.isArray(data$params$notifications$taskIds)) return false;
    data$params$notifications$taskIds[shapeProbe]; // the shape probe (top of this module)
    if (Object.getPrototypeOf(data$params$notifications$taskIds) !== arrayPrototype) return false;
    for (
      let data$params$notifications$taskIds$$i = 0,
        data$params$notifications$taskIds$$n = data$params$notifications$taskIds.length;
      data$params$notifications$taskIds$$i < data$params$notifications$taskIds$$n;
      data$params$notifications$taskIds$$i++
    ) {
      const data$params$notifications$taskIds$$v =
        data$params$notifications$taskIds[data$params$notifications$taskIds$$i];
      if (!(typeof data$params$notifications$taskIds$$v === "string")) return false;
      if (data$params$notifications$taskIds$$v.length < 1) return false;
    }
  }
  return true;
}
// #/$defs/InputRequest: A server-to-client request carried in `inputRequests`:
function checkInputRequest(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$method = data["method"];
  if (typeof data$method !== "string") return false;
  // "method" names the one variant to check, each in a function of its own.
  switch (data$method) {
    case "elicitation/create":
      if (!caseInputRequest_elicitation_create(data)) return false;
      break;
    case "sampling/createMessage":
      if (!caseInputRequest_sampling_createMessage(data)) return false;
      break;
    case "roots/list":
      if (!caseInputRequest_roots_list(data)) return false;
      break;
    default:
      return false;
  }
  return true;
}
// #/$defs/InputRequests: A map of server-to-client requests the client must fulfil.
function checkInputRequests(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  // Every member not named in properties must match additionalProperties (own keys: the prototype was checked).
  for (const data$$k in data) {
    const data$$e = data[data$$k];
    if (typeof data$$e !== "object" || data$$e === null || Array.isArray(data$$e)) return false;
    const data$$e$method = data$$e["method"];
    if (typeof data$$e$method !== "string") return false;
    // "method" names the one variant to check, each in a function of its own.
    switch (data$$e$method) {
      case "elicitation/create":
        if (!caseInputRequest_elicitation_create(data$$e)) return false;
        break;
      case "sampling/createMessage":
        if (!caseInputRequest_sampling_createMessage(data$$e)) return false;
        break;
      case "roots/list":
        if (!caseInputRequest_roots_list(data$$e)) return false;
        break;
      default:
        return false;
    }
  }
  return true;
}
// #/$defs/InputResponse: A client's result for one input request:
function checkInputResponse(data) {
  // anyOf: each branch leaves its own block on a mismatch; the first to pass leaves the whole.
  anyOf0: {
    branch0_0: {
      if (typeof data !== "object" || data === null || Array.isArray(data)) break branch0_0;
      const data$_meta = data["_meta"];
      if (!isPlainObject(data)) break branch0_0;
      if (data$_meta !== undefined) {
        if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) break branch0_0;
        data$_meta[shapeProbe]; // the shape probe (top of this module)
        if (!isPlainObject(data$_meta)) break branch0_0;
      }
      const data$action = data["action"];
      if (data$action !== "accept" && data$action !== "decline" && data$action !== "cancel") break branch0_0;
      const data$content = data["content"];
      if (data$content !== undefined) {
        if (typeof data$content !== "object" || data$content === null || Array.isArray(data$content)) break branch0_0;
        data$content[shapeProbe]; // the shape probe (top of this module)
        if (!isPlainObject(data$content)) break branch0_0;
        // Every member not named in properties must match additionalProperties (own keys: the prototype was checked).
        for (const data$content$$k in data$content) {
          const data$content$$e = data$content[data$content$$k];
          // anyOf: each branch leaves its own block on a mismatch; the first to pass leaves the whole.
          anyOf1: {
            branch1_0: {
              if (
                !(
                  typeof data$content$$e === "string" ||
                  (typeof data$content$$e === "number" && Number.isFinite(data$content$$e)) ||
                  typeof data$content$$e === "boolean"
                )
              )
                break branch1_0;
              break anyOf1;
            }
            branch1_1: {
              if (!Array.isArray(data$content$$e)) break branch1_1;
              data$content$$e[shapeProbe]; // the shape probe (top of this module)
              if (Object.getPrototypeOf(data$content$$e) !== arrayPrototype) break branch1_1;
              for (
                let data$content$$e$$i = 0, data$content$$e$$n = data$content$$e.length;
                data$content$$e$$i < data$content$$e$$n;
                data$content$$e$$i++
              ) {
                const data$content$$e$$v = data$content$$e[data$content$$e$$i];
                if (!(typeof data$content$$e$$v === "string")) break branch1_1;
              }
              break anyOf1;
            }
            break branch0_0;
          }
        }
      }
      break anyOf0;
    }
    branch0_1: {
      if (!checkCreateMessageResult(data)) break branch0_1;
      break anyOf0;
    }
    branch0_2: {
      if (typeof data !== "object" || data === null || Array.isArray(data)) break branch0_2;
      const data$_meta = data["_meta"];
      if (!isPlainObject(data)) break branch0_2;
      if (data$_meta !== undefined) {
        if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) break branch0_2;
        data$_meta[shapeProbe]; // the shape probe (top of this module)
        if (!isPlainObject(data$_meta)) break branch0_2;
      }
      const data$roots = data["roots"];
      if (!Array.isArray(data$roots)) break branch0_2;
      data$roots[shapeProbe]; // the shape probe (top of this module)
      if (Object.getPrototypeOf(data$roots) !== arrayPrototype) break branch0_2;
      for (let data$roots$$i = 0, data$roots$$n = data$roots.length; data$roots$$i < data$roots$$n; data$roots$$i++) {
        const data$roots$$v = data$roots[data$roots$$i];
        if (typeof data$roots$$v !== "object" || data$roots$$v === null || Array.isArray(data$roots$$v))
          break branch0_2;
        const data$roots$$v$uri = data$roots$$v["uri"];
        if (!isPlainObject(data$roots$$v)) break branch0_2;
        if (!(typeof data$roots$$v$uri === "string")) break branch0_2;
        const data$roots$$v$name = data$roots$$v["name"];
        if (data$roots$$v$name !== undefined) {
          if (!(typeof data$roots$$v$name === "string")) break branch0_2;
        }
      }
      break anyOf0;
    }
    return false;
  }
  return true;
}
// #/$defs/InputResponses: A map of client responses to server-to-client requests, keyed like the InputRequests they a…
function checkInputResponses(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  // Every member not named in properties must match additionalProperties (own keys: the prototype was checked).
  for (const data$$k in data) {
    const data$$e = data[data$$k];
    if (!checkInputResponse(data$$e)) return false;
  }
  return true;
}
// #/$defs/ElicitRequest: An elicitation/create request, in form or url mode.
function checkElicitRequest(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$method = data["method"];
  if (!isPlainObject(data)) return false;
  if (data$method !== "elicitation/create") return false;
  const data$params = data["params"];
  if (data$params === undefined) return false;
  // oneOf: count the branches that pass (each leaves its block on a mismatch); exactly one must.
  {
    let $passed0 = 0;
    branch0_0: {
      if (!checkElicitRequestFormParams(data$params)) break branch0_0;
      $passed0++;
    }
    branch0_1: {
      if (typeof data$params !== "object" || data$params === null || Array.isArray(data$params)) break branch0_1;
      const data$params$_meta = data$params["_meta"];
      if (!isPlainObject(data$params)) break branch0_1;
      if (data$params$_meta !== undefined) {
        if (typeof data$params$_meta !== "object" || data$params$_meta === null || Array.isArray(data$params$_meta))
          break branch0_1;
        data$params$_meta[shapeProbe]; // the shape probe (top of this module)
        if (!isPlainObject(data$params$_meta)) break branch0_1;
      }
      const data$params$mode = data$params["mode"];
      if (data$params$mode !== "url") break branch0_1;
      const data$params$message = data$params["message"];
      if (!(typeof data$params$message === "string")) break branch0_1;
      const data$params$url = data$params["url"];
      if (!(typeof data$params$url === "string")) break branch0_1;
      if (data$params$url.length < 1) break branch0_1;
      $passed0++;
    }
    if ($passed0 !== 1) return false;
  }
  return true;
}
// #/$defs/ElicitRequestParams: The params of elicitation/create:
function checkElicitRequestParams(data) {
  // oneOf: count the branches that pass (each leaves its block on a mismatch); exactly one must.
  {
    let $passed0 = 0;
    branch0_0: {
      if (!checkElicitRequestFormParams(data)) break branch0_0;
      $passed0++;
    }
    branch0_1: {
      if (typeof data !== "object" || data === null || Array.isArray(data)) break branch0_1;
      const data$_meta = data["_meta"];
      if (!isPlainObject(data)) break branch0_1;
      if (data$_meta !== undefined) {
        if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) break branch0_1;
        data$_meta[shapeProbe]; // the shape probe (top of this module)
        if (!isPlainObject(data$_meta)) break branch0_1;
      }
      const data$mode = data["mode"];
      if (data$mode !== "url") break branch0_1;
      const data$message = data["message"];
      if (!(typeof data$message === "string")) break branch0_1;
      const data$url = data["url"];
      if (!(typeof data$url === "string")) break branch0_1;
      if (data$url.length < 1) break branch0_1;
      $passed0++;
    }
    if ($passed0 !== 1) return false;
  }
  return true;
}
// #/$defs/ElicitRequestFormParams: Form-mode elicitation:
function checkElicitRequestFormParams(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$mode = data["mode"];
  if (data$mode !== undefined) {
    if (data$mode !== "form") return false;
  }
  const data$message = data["message"];
  if (!(typeof data$message === "string")) return false;
  const data$requestedSchema = data["requestedSchema"];
  if (typeof data$requestedSchema !== "object" || data$requestedSchema === null || Array.isArray(data$requestedSchema))
    return false;
  const data$requestedSchema$$x_24_schema = data$requestedSchema["$schema"];
  if (!isPlainObject(data$requestedSchema)) return false;
  if (data$requestedSchema$$x_24_schema !== undefined) {
    if (!(typeof data$requestedSchema$$x_24_schema === "string")) return false;
  }
  const data$requestedSchema$type = data$requestedSchema["type"];
  if (data$requestedSchema$type !== "object") return false;
  const data$requestedSchema$properties = data$requestedSchema["properties"];
  if (
    typeof data$requestedSchema$properties !== "object" ||
    data$requestedSchema$properties === null ||
    Array.isArray(data$requestedSchema$properties)
  )
    return false;
  data$requestedSchema$properties[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data$requestedSchema$properties)) return false;
  // Every member not named in properties must match additionalProperties (own keys: the prototype was checked).
  for (const data$requestedSchema$properties$$k in data$requestedSchema$properties) {
    const data$requestedSchema$properties$$e = data$requestedSchema$properties[data$requestedSchema$properties$$k];
    if (
      typeof data$requestedSchema$properties$$e !== "object" ||
      data$requestedSchema$properties$$e === null ||
      Array.isArray(data$requestedSchema$properties$$e)
    )
      return false;
    const data$requestedSchema$properties$$e$type = data$requestedSchema$properties$$e["type"];
    if (!isPlainObject(data$requestedSchema$properties$$e)) return false;
    if (
      data$requestedSchema$properties$$e$type !== "string" &&
      data$requestedSchema$properties$$e$type !== "number" &&
      data$requestedSchema$properties$$e$type !== "integer" &&
      data$requestedSchema$properties$$e$type !== "boolean" &&
      data$requestedSchema$properties$$e$type !== "array"
    )
      return false;
    const data$requestedSchema$properties$$e$title = data$requestedSchema$properties$$e["title"];
    if (data$requestedSchema$properties$$e$title !== undefined) {
      if (!(typeof data$requestedSchema$properties$$e$title === "string")) return false;
    }
    const data$requestedSchema$properties$$e$description = data$requestedSchema$properties$$e["description"];
    if (data$requestedSchema$properties$$e$description !== undefined) {
      if (!(typeof data$requestedSchema$properties$$e$description === "string")) return false;
    }
  }
  const data$requestedSchema$required = data$requestedSchema["required"];
  if (data$requestedSchema$required !== undefined) {
    if (!Array.isArray(data$requestedSchema$required)) return false;
    data$requestedSchema$required[shapeProbe]; // the shape probe (top of this module)
    if (Object.getPrototypeOf(data$requestedSchema$required) !== arrayPrototype) return false;
    for (
      let data$requestedSchema$required$$i = 0, data$requestedSchema$required$$n = data$requestedSchema$required.length;
      data$requestedSchema$required$$i < data$requestedSchema$required$$n;
      data$requestedSchema$required$$i++
    ) {
      const data$requestedSchema$required$$v = data$requestedSchema$required[data$requestedSchema$required$$i];
      if (!(typeof data$requestedSchema$required$$v === "string")) return false;
    }
  }
  return true;
}
// #/$defs/PrimitiveSchemaDefinition: One field of a form-mode elicitation schema:
function checkPrimitiveSchemaDefinition(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$type = data["type"];
  if (!isPlainObject(data)) return false;
  if (
    data$type !== "string" &&
    data$type !== "number" &&
    data$type !== "integer" &&
    data$type !== "boolean" &&
    data$type !== "array"
  )
    return false;
  const data$title = data["title"];
  if (data$title !== undefined) {
    if (!(typeof data$title === "string")) return false;
  }
  const data$description = data["description"];
  if (data$description !== undefined) {
    if (!(typeof data$description === "string")) return false;
  }
  return true;
}
// #/$defs/ElicitRequestURLParams: URL-mode elicitation:
function checkElicitRequestURLParams(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$mode = data["mode"];
  if (data$mode !== "url") return false;
  const data$message = data["message"];
  if (!(typeof data$message === "string")) return false;
  const data$url = data["url"];
  if (!(typeof data$url === "string")) return false;
  if (data$url.length < 1) return false;
  return true;
}
// #/$defs/ElicitResult: The client's answer to an elicitation:
function checkElicitResult(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$action = data["action"];
  if (data$action !== "accept" && data$action !== "decline" && data$action !== "cancel") return false;
  const data$content = data["content"];
  if (data$content !== undefined) {
    if (typeof data$content !== "object" || data$content === null || Array.isArray(data$content)) return false;
    data$content[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$content)) return false;
    // Every member not named in properties must match additionalProperties (own keys: the prototype was checked).
    for (const data$content$$k in data$content) {
      const data$content$$e = data$content[data$content$$k];
      // anyOf: each branch leaves its own block on a mismatch; the first to pass leaves the whole.
      anyOf0: {
        branch0_0: {
          if (
            !(
              typeof data$content$$e === "string" ||
              (typeof data$content$$e === "number" && Number.isFinite(data$content$$e)) ||
              typeof data$content$$e === "boolean"
            )
          )
            break branch0_0;
          break anyOf0;
        }
        branch0_1: {
          if (!Array.isArray(data$content$$e)) break branch0_1;
          data$content$$e[shapeProbe]; // the shape probe (top of this module)
          if (Object.getPrototypeOf(data$content$$e) !== arrayPrototype) break branch0_1;
          for (
            let data$content$$e$$i = 0, data$content$$e$$n = data$content$$e.length;
            data$content$$e$$i < data$content$$e$$n;
            data$content$$e$$i++
          ) {
            const data$content$$e$$v = data$content$$e[data$content$$e$$i];
            if (!(typeof data$content$$e$$v === "string")) break branch0_1;
          }
          break anyOf0;
        }
        return false;
      }
    }
  }
  return true;
}
// #/$defs/CreateMessageRequest: A sampling/createMessage request:
function checkCreateMessageRequest(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$method = data["method"];
  if (!isPlainObject(data)) return false;
  if (data$method !== "sampling/createMessage") return false;
  const data$params = data["params"];
  if (!checkCreateMessageRequestParams(data$params)) return false;
  return true;
}
// #/$defs/CreateMessageRequestParams: The params of sampling/createMessage.
function checkCreateMessageRequestParams(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$messages = data["messages"];
  if (!Array.isArray(data$messages)) return false;
  data$messages[shapeProbe]; // the shape probe (top of this module)
  if (Object.getPrototypeOf(data$messages) !== arrayPrototype) return false;
  for (
    let data$messages$$i = 0, data$messages$$n = data$messages.length;
    data$messages$$i < data$messages$$n;
    data$messages$$i++
  ) {
    const data$messages$$v = data$messages[data$messages$$i];
    if (!checkSamplingMessage(data$messages$$v)) return false;
  }
  const data$maxTokens = data["maxTokens"];
  if (!Number.isInteger(data$maxTokens)) return false;
  const data$systemPrompt = data["systemPrompt"];
  if (data$systemPrompt !== undefined) {
    if (!(typeof data$systemPrompt === "string")) return false;
  }
  const data$includeContext = data["includeContext"];
  if (data$includeContext !== undefined) {
    if (data$includeContext !== "none" && data$includeContext !== "thisServer" && data$includeContext !== "allServers")
      return false;
  }
  const data$temperature = data["temperature"];
  if (data$temperature !== undefined) {
    if (!(typeof data$temperature === "number" && Number.isFinite(data$temperature))) return false;
  }
  const data$stopSequences = data["stopSequences"];
  if (data$stopSequences !== undefined) {
    if (!Array.isArray(data$stopSequences)) return false;
    data$stopSequences[shapeProbe]; // the shape probe (top of this module)
    if (Object.getPrototypeOf(data$stopSequences) !== arrayPrototype) return false;
    for (
      let data$stopSequences$$i = 0, data$stopSequences$$n = data$stopSequences.length;
      data$stopSequences$$i < data$stopSequences$$n;
      data$stopSequences$$i++
    ) {
      const data$stopSequences$$v = data$stopSequences[data$stopSequences$$i];
      if (!(typeof data$stopSequences$$v === "string")) return false;
    }
  }
  const data$metadata = data["metadata"];
  if (data$metadata !== undefined) {
    if (typeof data$metadata !== "object" || data$metadata === null || Array.isArray(data$metadata)) return false;
    data$metadata[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$metadata)) return false;
  }
  const data$modelPreferences = data["modelPreferences"];
  if (data$modelPreferences !== undefined) {
    if (
      typeof data$modelPreferences !== "object" ||
      data$modelPreferences === null ||
      Array.isArray(data$modelPreferences)
    )
      return false;
    const data$modelPreferences$hints = data$modelPreferences["hints"];
    if (!isPlainObject(data$modelPreferences)) return false;
    if (data$modelPreferences$hints !== undefined) {
      if (!Array.isArray(data$modelPreferences$hints)) return false;
      data$modelPreferences$hints[shapeProbe]; // the shape probe (top of this module)
      if (Object.getPrototypeOf(data$modelPreferences$hints) !== arrayPrototype) return false;
      for (
        let data$modelPreferences$hints$$i = 0, data$modelPreferences$hints$$n = data$modelPreferences$hints.length;
        data$modelPreferences$hints$$i < data$modelPreferences$hints$$n;
        data$modelPreferences$hints$$i++
      ) {
        const data$modelPreferences$hints$$v = data$modelPreferences$hints[data$modelPreferences$hints$$i];
        if (
          typeof data$modelPreferences$hints$$v !== "object" ||
          data$modelPreferences$hints$$v === null ||
          Array.isArray(data$modelPreferences$hints$$v)
        )
          return false;
        const data$modelPreferences$hints$$v$name = data$modelPreferences$hints$$v["name"];
        if (!isPlainObject(data$modelPreferences$hints$$v)) return false;
        if (data$modelPreferences$hints$$v$name !== undefined) {
          if (!(typeof data$modelPreferences$hints$$v$name === "string")) return false;
        }
      }
    }
    const data$modelPreferences$costPriority = data$modelPreferences["costPriority"];
    if (data$modelPreferences$costPriority !== undefined) {
      if (
        !(typeof data$modelPreferences$costPriority === "number" && Number.isFinite(data$modelPreferences$costPriority))
      )
        return false;
      if (data$modelPreferences$costPriority < 0) return false;
      if (data$modelPreferences$costPriority > 1) return false;
    }
    const data$modelPreferences$speedPriority = data$modelPreferences["speedPriority"];
    if (data$modelPreferences$speedPriority !== undefined) {
      if (
        !(
          typeof data$modelPreferences$speedPriority === "number" &&
          Number.isFinite(data$modelPreferences$speedPriority)
        )
      )
        return false;
      if (data$modelPreferences$speedPriority < 0) return false;
      if (data$modelPreferences$speedPriority > 1) return false;
    }
    const data$modelPreferences$intelligencePriority = data$modelPreferences["intelligencePriority"];
    if (data$modelPreferences$intelligencePriority !== undefined) {
      if (
        !(
          typeof data$modelPreferences$intelligencePriority === "number" &&
          Number.isFinite(data$modelPreferences$intelligencePriority)
        )
      )
        return false;
      if (data$modelPreferences$intelligencePriority < 0) return false;
      if (data$modelPreferences$intelligencePriority > 1) return false;
    }
  }
  const data$tools = data["tools"];
  if (data$tools !== undefined) {
    if (!Array.isArray(data$tools)) return false;
    data$tools[shapeProbe]; // the shape probe (top of this module)
    if (Object.getPrototypeOf(data$tools) !== arrayPrototype) return false;
    for (let data$tools$$i = 0, data$tools$$n = data$tools.length; data$tools$$i < data$tools$$n; data$tools$$i++) {
      const data$tools$$v = data$tools[data$tools$$i];
      if (typeof data$tools$$v !== "object" || data$tools$$v === null || Array.isArray(data$tools$$v)) return false;
      const data$tools$$v$name = data$tools$$v["name"];
      if (!isPlainObject(data$tools$$v)) return false;
      if (!(typeof data$tools$$v$name === "string")) return false;
      const data$tools$$v$title = data$tools$$v["title"];
      if (data$tools$$v$title !== undefined) {
        if (!(typeof data$tools$$v$title === "string")) return false;
      }
      const data$tools$$v$description = data$tools$$v["description"];
      if (data$tools$$v$description !== undefined) {
        if (!(typeof data$tools$$v$description === "string")) return false;
      }
      const data$tools$$v$inputSchema = data$tools$$v["inputSchema"];
      if (
        typeof data$tools$$v$inputSchema !== "object" ||
        data$tools$$v$inputSchema === null ||
        Array.isArray(data$tools$$v$inputSchema)
      )
        return false;
      data$tools$$v$inputSchema[shapeProbe]; // the shape probe (top of this module)
      if (!isPlainObject(data$tools$$v$inputSchema)) return false;
    }
  }
  const data$toolChoice = data["toolChoice"];
  if (data$toolChoice !== undefined) {
    if (typeof data$toolChoice !== "object" || data$toolChoice === null || Array.isArray(data$toolChoice)) return false;
    const data$toolChoice$mode = data$toolChoice["mode"];
    if (!isPlainObject(data$toolChoice)) return false;
    if (data$toolChoice$mode !== undefined) {
      if (data$toolChoice$mode !== "auto" && data$toolChoice$mode !== "none" && data$toolChoice$mode !== "required")
        return false;
    }
  }
  return true;
}
// #/$defs/ModelPreferences: The server's preferences for model selection in sampling:
function checkModelPreferences(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$hints = data["hints"];
  if (!isPlainObject(data)) return false;
  if (data$hints !== undefined) {
    if (!Array.isArray(data$hints)) return false;
    data$hints[shapeProbe]; // the shape probe (top of this module)
    if (Object.getPrototypeOf(data$hints) !== arrayPrototype) return false;
    for (let data$hints$$i = 0, data$hints$$n = data$hints.length; data$hints$$i < data$hints$$n; data$hints$$i++) {
      const data$hints$$v = data$hints[data$hints$$i];
      if (typeof data$hints$$v !== "object" || data$hints$$v === null || Array.isArray(data$hints$$v)) return false;
      const data$hints$$v$name = data$hints$$v["name"];
      if (!isPlainObject(data$hints$$v)) return false;
      if (data$hints$$v$name !== undefined) {
        if (!(typeof data$hints$$v$name === "string")) return false;
      }
    }
  }
  const data$costPriority = data["costPriority"];
  if (data$costPriority !== undefined) {
    if (!(typeof data$costPriority === "number" && Number.isFinite(data$costPriority))) return false;
    if (data$costPriority < 0) return false;
    if (data$costPriority > 1) return false;
  }
  const data$speedPriority = data["speedPriority"];
  if (data$speedPriority !== undefined) {
    if (!(typeof data$speedPriority === "number" && Number.isFinite(data$speedPriority))) return false;
    if (data$speedPriority < 0) return false;
    if (data$speedPriority > 1) return false;
  }
  const data$intelligencePriority = data["intelligencePriority"];
  if (data$intelligencePriority !== undefined) {
    if (!(typeof data$intelligencePriority === "number" && Number.isFinite(data$intelligencePriority))) return false;
    if (data$intelligencePriority < 0) return false;
    if (data$intelligencePriority > 1) return false;
  }
  return true;
}
// #/$defs/Tool: A tool the model may call during sampling:
function checkTool(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$name = data["name"];
  if (!isPlainObject(data)) return false;
  if (!(typeof data$name === "string")) return false;
  const data$title = data["title"];
  if (data$title !== undefined) {
    if (!(typeof data$title === "string")) return false;
  }
  const data$description = data["description"];
  if (data$description !== undefined) {
    if (!(typeof data$description === "string")) return false;
  }
  const data$inputSchema = data["inputSchema"];
  if (typeof data$inputSchema !== "object" || data$inputSchema === null || Array.isArray(data$inputSchema))
    return false;
  data$inputSchema[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data$inputSchema)) return false;
  return true;
}
// #/$defs/Role: The sender or recipient of a message in a conversation.
function checkRole(data) {
  if (data !== "user" && data !== "assistant") return false;
  return true;
}
// #/$defs/SamplingMessage: A message in a sampling conversation.
function checkSamplingMessage(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$role = data["role"];
  if (data$role !== "user" && data$role !== "assistant") return false;
  const data$content = data["content"];
  if (data$content === undefined) return false;
  // anyOf: each branch leaves its own block on a mismatch; the first to pass leaves the whole.
  anyOf0: {
    branch0_0: {
      if (typeof data$content !== "object" || data$content === null || Array.isArray(data$content)) break branch0_0;
      const data$content$type = data$content["type"];
      if (typeof data$content$type !== "string") break branch0_0;
      // "type" names the one variant to check, each in a function of its own.
      switch (data$content$type) {
        case "text":
          if (!caseSamplingContentBlock_text(data$content)) break branch0_0;
          break;
        case "image":
          if (!caseSamplingContentBlock_image(data$content)) break branch0_0;
          break;
        case "audio":
          if (!caseSamplingContentBlock_audio(data$content)) break branch0_0;
          break;
        case "tool_use":
          if (!caseSamplingContentBlock_tool_use(data$content)) break branch0_0;
          break;
        case "tool_result":
          if (!caseSamplingContentBlock_tool_result(data$content)) break branch0_0;
          break;
        default:
          break branch0_0;
      }
      break anyOf0;
    }
    branch0_1: {
      if (!Array.isArray(data$content)) break branch0_1;
      data$content[shapeProbe]; // the shape probe (top of this module)
      if (Object.getPrototypeOf(data$content) !== arrayPrototype) break branch0_1;
      for (
        let data$content$$i = 0, data$content$$n = data$content.length;
        data$content$$i < data$content$$n;
        data$content$$i++
      ) {
        const data$content$$v = data$content[data$content$$i];
        if (typeof data$content$$v !== "object" || data$content$$v === null || Array.isArray(data$content$$v))
          break branch0_1;
        const data$content$$v$type = data$content$$v["type"];
        if (typeof data$content$$v$type !== "string") break branch0_1;
        // "type" names the one variant to check, each in a function of its own.
        switch (data$content$$v$type) {
          case "text":
            if (!caseSamplingContentBlock_text(data$content$$v)) break branch0_1;
            break;
          case "image":
            if (!caseSamplingContentBlock_image(data$content$$v)) break branch0_1;
            break;
          case "audio":
            if (!caseSamplingContentBlock_audio(data$content$$v)) break branch0_1;
            break;
          case "tool_use":
            if (!caseSamplingContentBlock_tool_use(data$content$$v)) break branch0_1;
            break;
          case "tool_result":
            if (!caseSamplingContentBlock_tool_result(data$content$$v)) break branch0_1;
            break;
          default:
            break branch0_1;
        }
      }
      break anyOf0;
    }
    return false;
  }
  return true;
}
// #/$defs/SamplingContent: The content of a sampling message or result:
function checkSamplingContent(data) {
  // anyOf: each branch leaves its own block on a mismatch; the first to pass leaves the whole.
  anyOf0: {
    branch0_0: {
      if (typeof data !== "object" || data === null || Array.isArray(data)) break branch0_0;
      const data$type = data["type"];
      if (typeof data$type !== "string") break branch0_0;
      // "type" names the one variant to check, each in a function of its own.
      switch (data$type) {
        case "text":
          if (!caseSamplingContentBlock_text(data)) break branch0_0;
          break;
        case "image":
          if (!caseSamplingContentBlock_image(data)) break branch0_0;
          break;
        case "audio":
          if (!caseSamplingContentBlock_audio(data)) break branch0_0;
          break;
        case "tool_use":
          if (!caseSamplingContentBlock_tool_use(data)) break branch0_0;
          break;
        case "tool_result":
          if (!caseSamplingContentBlock_tool_result(data)) break branch0_0;
          break;
        default:
          break branch0_0;
      }
      break anyOf0;
    }
    branch0_1: {
      if (!Array.isArray(data)) break branch0_1;
      data[shapeProbe]; // the shape probe (top of this module)
      if (Object.getPrototypeOf(data) !== arrayPrototype) break branch0_1;
      for (let data$$i = 0, data$$n = data.length; data$$i < data$$n; data$$i++) {
        const data$$v = data[data$$i];
        if (typeof data$$v !== "object" || data$$v === null || Array.isArray(data$$v)) break branch0_1;
        const data$$v$type = data$$v["type"];
        if (typeof data$$v$type !== "string") break branch0_1;
        // "type" names the one variant to check, each in a function of its own.
        switch (data$$v$type) {
          case "text":
            if (!caseSamplingContentBlock_text(data$$v)) break branch0_1;
            break;
          case "image":
            if (!caseSamplingContentBlock_image(data$$v)) break branch0_1;
            break;
          case "audio":
            if (!caseSamplingContentBlock_audio(data$$v)) break branch0_1;
            break;
          case "tool_use":
            if (!caseSamplingContentBlock_tool_use(data$$v)) break branch0_1;
            break;
          case "tool_result":
            if (!caseSamplingContentBlock_tool_result(data$$v)) break branch0_1;
            break;
          default:
            break branch0_1;
        }
      }
      break anyOf0;
    }
    return false;
  }
  return true;
}
// #/$defs/SamplingContentBlock: One block of sampling content:
function checkSamplingContentBlock(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$type = data["type"];
  if (typeof data$type !== "string") return false;
  // "type" names the one variant to check, each in a function of its own.
  switch (data$type) {
    case "text":
      if (!caseSamplingContentBlock_text(data)) return false;
      break;
    case "image":
      if (!caseSamplingContentBlock_image(data)) return false;
      break;
    case "audio":
      if (!caseSamplingContentBlock_audio(data)) return false;
      break;
    case "tool_use":
      if (!caseSamplingContentBlock_tool_use(data)) return false;
      break;
    case "tool_result":
      if (!caseSamplingContentBlock_tool_result(data)) return false;
      break;
    default:
      return false;
  }
  return true;
}
// #/$defs/TextContent: Text content.
function checkTextContent(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$type = data["type"];
  if (!isPlainObject(data)) return false;
  if (data$type !== "text") return false;
  const data$text = data["text"];
  if (!(typeof data$text === "string")) return false;
  return true;
}
// #/$defs/ImageContent: Base64-encoded image content.
function checkImageContent(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$type = data["type"];
  if (!isPlainObject(data)) return false;
  if (data$type !== "image") return false;
  const data$data = data["data"];
  if (!(typeof data$data === "string")) return false;
  const data$mimeType = data["mimeType"];
  if (!(typeof data$mimeType === "string")) return false;
  return true;
}
// #/$defs/AudioContent: Base64-encoded audio content.
function checkAudioContent(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$type = data["type"];
  if (!isPlainObject(data)) return false;
  if (data$type !== "audio") return false;
  const data$data = data["data"];
  if (!(typeof data$data === "string")) return false;
  const data$mimeType = data["mimeType"];
  if (!(typeof data$mimeType === "string")) return false;
  return true;
}
// #/$defs/ToolUseContent: A tool invocation requested by the model.
function checkToolUseContent(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$type = data["type"];
  if (!isPlainObject(data)) return false;
  if (data$type !== "tool_use") return false;
  const data$id = data["id"];
  if (!(typeof data$id === "string")) return false;
  const data$name = data["name"];
  if (!(typeof data$name === "string")) return false;
  const data$input = data["input"];
  if (typeof data$input !== "object" || data$input === null || Array.isArray(data$input)) return false;
  data$input[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data$input)) return false;
  return true;
}
// #/$defs/ToolResultContent: The result of a tool invocation, given back to the model.
function checkToolResultContent(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$type = data["type"];
  if (!isPlainObject(data)) return false;
  if (data$type !== "tool_result") return false;
  const data$toolUseId = data["toolUseId"];
  if (!(typeof data$toolUseId === "string")) return false;
  const data$content = data["content"];
  if (!Array.isArray(data$content)) return false;
  data$content[shapeProbe]; // the shape probe (top of this module)
  if (Object.getPrototypeOf(data$content) !== arrayPrototype) return false;
  for (
    let data$content$$i = 0, data$content$$n = data$content.length;
    data$content$$i < data$content$$n;
    data$content$$i++
  ) {
    const data$content$$v = data$content[data$content$$i];
    if (typeof data$content$$v !== "object" || data$content$$v === null || Array.isArray(data$content$$v)) return false;
    const data$content$$v$type = data$content$$v["type"];
    if (typeof data$content$$v$type !== "string") return false;
    // "type" names the one variant to check, each in a function of its own.
    switch (data$content$$v$type) {
      case "text":
        if (!caseContentBlock_text(data$content$$v)) return false;
        break;
      case "image":
        if (!caseContentBlock_image(data$content$$v)) return false;
        break;
      case "audio":
        if (!caseContentBlock_audio(data$content$$v)) return false;
        break;
      case "resource_link":
        if (!caseContentBlock_resource_link(data$content$$v)) return false;
        break;
      case "resource":
        if (!caseContentBlock_resource(data$content$$v)) return false;
        break;
      default:
        return false;
    }
  }
  const data$isError = data["isError"];
  if (data$isError !== undefined) {
    if (!(typeof data$isError === "boolean")) return false;
  }
  return true;
}
// #/$defs/ContentBlock: A content block of a tool result:
function checkContentBlock(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$type = data["type"];
  if (typeof data$type !== "string") return false;
  // "type" names the one variant to check, each in a function of its own.
  switch (data$type) {
    case "text":
      if (!caseContentBlock_text(data)) return false;
      break;
    case "image":
      if (!caseContentBlock_image(data)) return false;
      break;
    case "audio":
      if (!caseContentBlock_audio(data)) return false;
      break;
    case "resource_link":
      if (!caseContentBlock_resource_link(data)) return false;
      break;
    case "resource":
      if (!caseContentBlock_resource(data)) return false;
      break;
    default:
      return false;
  }
  return true;
}
// #/$defs/ResourceLink: A link to a resource the server can read, in a tool result.
function checkResourceLink(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$type = data["type"];
  if (!isPlainObject(data)) return false;
  if (data$type !== "resource_link") return false;
  const data$uri = data["uri"];
  if (!(typeof data$uri === "string")) return false;
  const data$name = data["name"];
  if (!(typeof data$name === "string")) return false;
  const data$title = data["title"];
  if (data$title !== undefined) {
    if (!(typeof data$title === "string")) return false;
  }
  const data$description = data["description"];
  if (data$description !== undefined) {
    if (!(typeof data$description === "string")) return false;
  }
  const data$mimeType = data["mimeType"];
  if (data$mimeType !== undefined) {
    if (!(typeof data$mimeType === "string")) return false;
  }
  const data$size = data["size"];
  if (data$size !== undefined) {
    if (!Number.isInteger(data$size)) return false;
  }
  return true;
}
// #/$defs/EmbeddedResource: The contents of a resource embedded in a tool result.
function checkEmbeddedResource(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$type = data["type"];
  if (!isPlainObject(data)) return false;
  if (data$type !== "resource") return false;
  const data$resource = data["resource"];
  if (typeof data$resource !== "object" || data$resource === null || Array.isArray(data$resource)) return false;
  const data$resource$uri = data$resource["uri"];
  if (!isPlainObject(data$resource)) return false;
  if (!(typeof data$resource$uri === "string")) return false;
  const data$resource$mimeType = data$resource["mimeType"];
  if (data$resource$mimeType !== undefined) {
    if (!(typeof data$resource$mimeType === "string")) return false;
  }
  // anyOf: each branch leaves its own block on a mismatch; the first to pass leaves the whole.
  anyOf0: {
    branch0_0: {
      const data$resource$text = data$resource["text"];
      if (!(typeof data$resource$text === "string")) break branch0_0;
      break anyOf0;
    }
    branch0_1: {
      const data$resource$blob = data$resource["blob"];
      if (!(typeof data$resource$blob === "string")) break branch0_1;
      break anyOf0;
    }
    return false;
  }
  return true;
}
// #/$defs/ResourceContents: The contents of a resource:
function checkResourceContents(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$uri = data["uri"];
  if (!isPlainObject(data)) return false;
  if (!(typeof data$uri === "string")) return false;
  const data$mimeType = data["mimeType"];
  if (data$mimeType !== undefined) {
    if (!(typeof data$mimeType === "string")) return false;
  }
  // anyOf: each branch leaves its own block on a mismatch; the first to pass leaves the whole.
  anyOf0: {
    branch0_0: {
      const data$text = data["text"];
      if (!(typeof data$text === "string")) break branch0_0;
      break anyOf0;
    }
    branch0_1: {
      const data$blob = data["blob"];
      if (!(typeof data$blob === "string")) break branch0_1;
      break anyOf0;
    }
    return false;
  }
  return true;
}
// #/$defs/CreateMessageResult: The client's answer to sampling/createMessage.
function checkCreateMessageResult(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$role = data["role"];
  if (data$role !== "user" && data$role !== "assistant") return false;
  const data$content = data["content"];
  if (data$content === undefined) return false;
  // anyOf: each branch leaves its own block on a mismatch; the first to pass leaves the whole.
  anyOf0: {
    branch0_0: {
      if (typeof data$content !== "object" || data$content === null || Array.isArray(data$content)) break branch0_0;
      const data$content$type = data$content["type"];
      if (typeof data$content$type !== "string") break branch0_0;
      // "type" names the one variant to check, each in a function of its own.
      switch (data$content$type) {
        case "text":
          if (!caseSamplingContentBlock_text(data$content)) break branch0_0;
          break;
        case "image":
          if (!caseSamplingContentBlock_image(data$content)) break branch0_0;
          break;
        case "audio":
          if (!caseSamplingContentBlock_audio(data$content)) break branch0_0;
          break;
        case "tool_use":
          if (!caseSamplingContentBlock_tool_use(data$content)) break branch0_0;
          break;
        case "tool_result":
          if (!caseSamplingContentBlock_tool_result(data$content)) break branch0_0;
          break;
        default:
          break branch0_0;
      }
      break anyOf0;
    }
    branch0_1: {
      if (!Array.isArray(data$content)) break branch0_1;
      data$content[shapeProbe]; // the shape probe (top of this module)
      if (Object.getPrototypeOf(data$content) !== arrayPrototype) break branch0_1;
      for (
        let data$content$$i = 0, data$content$$n = data$content.length;
        data$content$$i < data$content$$n;
        data$content$$i++
      ) {
        const data$content$$v = data$content[data$content$$i];
        if (typeof data$content$$v !== "object" || data$content$$v === null || Array.isArray(data$content$$v))
          break branch0_1;
        const data$content$$v$type = data$content$$v["type"];
        if (typeof data$content$$v$type !== "string") break branch0_1;
        // "type" names the one variant to check, each in a function of its own.
        switch (data$content$$v$type) {
          case "text":
            if (!caseSamplingContentBlock_text(data$content$$v)) break branch0_1;
            break;
          case "image":
            if (!caseSamplingContentBlock_image(data$content$$v)) break branch0_1;
            break;
          case "audio":
            if (!caseSamplingContentBlock_audio(data$content$$v)) break branch0_1;
            break;
          case "tool_use":
            if (!caseSamplingContentBlock_tool_use(data$content$$v)) break branch0_1;
            break;
          case "tool_result":
            if (!caseSamplingContentBlock_tool_result(data$content$$v)) break branch0_1;
            break;
          default:
            break branch0_1;
        }
      }
      break anyOf0;
    }
    return false;
  }
  const data$model = data["model"];
  if (!(typeof data$model === "string")) return false;
  const data$stopReason = data["stopReason"];
  if (data$stopReason !== undefined) {
    if (!(typeof data$stopReason === "string")) return false;
  }
  return true;
}
// #/$defs/ListRootsRequest: A roots/list request:
function checkListRootsRequest(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$method = data["method"];
  if (!isPlainObject(data)) return false;
  if (data$method !== "roots/list") return false;
  const data$params = data["params"];
  if (data$params !== undefined) {
    if (typeof data$params !== "object" || data$params === null || Array.isArray(data$params)) return false;
    data$params[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$params)) return false;
  }
  return true;
}
// #/$defs/ListRootsResult: The client's answer to roots/list.
function checkListRootsResult(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$roots = data["roots"];
  if (!Array.isArray(data$roots)) return false;
  data$roots[shapeProbe]; // the shape probe (top of this module)
  if (Object.getPrototypeOf(data$roots) !== arrayPrototype) return false;
  for (let data$roots$$i = 0, data$roots$$n = data$roots.length; data$roots$$i < data$roots$$n; data$roots$$i++) {
    const data$roots$$v = data$roots[data$roots$$i];
    if (typeof data$roots$$v !== "object" || data$roots$$v === null || Array.isArray(data$roots$$v)) return false;
    const data$roots$$v$uri = data$roots$$v["uri"];
    if (!isPlainObject(data$roots$$v)) return false;
    if (!(typeof data$roots$$v$uri === "string")) return false;
    const data$roots$$v$name = data$roots$$v["name"];
    if (data$roots$$v$name !== undefined) {
      if (!(typeof data$roots$$v$name === "string")) return false;
    }
  }
  return true;
}
// #/$defs/CallToolRequest: A tools/call request, the request a server may answer with a CreateTaskResult.
function checkCallToolRequest(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$jsonrpc = data["jsonrpc"];
  if (!isPlainObject(data)) return false;
  if (data$jsonrpc !== "2.0") return false;
  const data$id = data["id"];
  if (!(typeof data$id === "string" || Number.isInteger(data$id))) return false;
  const data$method = data["method"];
  if (data$method !== "tools/call") return false;
  const data$params = data["params"];
  if (typeof data$params !== "object" || data$params === null || Array.isArray(data$params)) return false;
  const data$params$_meta = data$params["_meta"];
  if (!isPlainObject(data$params)) return false;
  if (data$params$_meta !== undefined) {
    if (!checkRequestMeta(data$params$_meta)) return false;
  }
  const data$params$name = data$params["name"];
  if (!(typeof data$params$name === "string")) return false;
  const data$params$arguments = data$params["arguments"];
  if (data$params$arguments !== undefined) {
    if (
      typeof data$params$arguments !== "object" ||
      data$params$arguments === null ||
      Array.isArray(data$params$arguments)
    )
      return false;
    data$params$arguments[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$params$arguments)) return false;
  }
  const data$params$inputResponses = data$params["inputResponses"];
  if (data$params$inputResponses !== undefined) {
    if (
      typeof data$params$inputResponses !== "object" ||
      data$params$inputResponses === null ||
      Array.isArray(data$params$inputResponses)
    )
      return false;
    data$params$inputResponses[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$params$inputResponses)) return false;
    // Every member not named in properties must match additionalProperties (own keys: the prototype was checked).
    for (const data$params$inputResponses$$k in data$params$inputResponses) {
      const data$params$inputResponses$$e = data$params$inputResponses[data$params$inputResponses$$k];
      if (!checkInputResponse(data$params$inputResponses$$e)) return false;
    }
  }
  const data$params$requestState = data$params["requestState"];
  if (data$params$requestState !== undefined) {
    if (!(typeof data$params$requestState === "string")) return false;
  }
  return true;
}
// #/$defs/CallToolResult: The complete result of a tools/call, with `resultType:
function checkCallToolResult(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$resultType = data["resultType"];
  if (data$resultType !== "complete") return false;
  const data$content = data["content"];
  if (!Array.isArray(data$content)) return false;
  data$content[shapeProbe]; // the shape probe (top of this module)
  if (Object.getPrototypeOf(data$content) !== arrayPrototype) return false;
  for (
    let data$content$$i = 0, data$content$$n = data$content.length;
    data$content$$i < data$content$$n;
    data$content$$i++
  ) {
    const data$content$$v = data$content[data$content$$i];
    if (typeof data$content$$v !== "object" || data$content$$v === null || Array.isArray(data$content$$v)) return false;
    const data$content$$v$type = data$content$$v["type"];
    if (typeof data$content$$v$type !== "string") return false;
    // "type" names the one variant to check, each in a function of its own.
    switch (data$content$$v$type) {
      case "text":
        if (!caseContentBlock_text(data$content$$v)) return false;
        break;
      case "image":
        if (!caseContentBlock_image(data$content$$v)) return false;
        break;
      case "audio":
        if (!caseContentBlock_audio(data$content$$v)) return false;
        break;
      case "resource_link":
        if (!caseContentBlock_resource_link(data$content$$v)) return false;
        break;
      case "resource":
        if (!caseContentBlock_resource(data$content$$v)) return false;
        break;
      default:
        return false;
    }
  }
  const data$isError = data["isError"];
  if (data$isError !== undefined) {
    if (!(typeof data$isError === "boolean")) return false;
  }
  return true;
}
// #/$defs/InputRequiredResult: A multi round-trip interim result (`resultType:
function checkInputRequiredResult(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$resultType = data["resultType"];
  if (data$resultType !== "input_required") return false;
  const data$inputRequests = data["inputRequests"];
  if (data$inputRequests !== undefined) {
    if (typeof data$inputRequests !== "object" || data$inputRequests === null || Array.isArray(data$inputRequests))
      return false;
    data$inputRequests[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$inputRequests)) return false;
    // Every member not named in properties must match additionalProperties (own keys: the prototype was checked).
    for (const data$inputRequests$$k in data$inputRequests) {
      const data$inputRequests$$e = data$inputRequests[data$inputRequests$$k];
      if (
        typeof data$inputRequests$$e !== "object" ||
        data$inputRequests$$e === null ||
        Array.isArray(data$inputRequests$$e)
      )
        return false;
      const data$inputRequests$$e$method = data$inputRequests$$e["method"];
      if (typeof data$inputRequests$$e$method !== "string") return false;
      // "method" names the one variant to check, each in a function of its own.
      switch (data$inputRequests$$e$method) {
        case "elicitation/create":
          if (!caseInputRequest_elicitation_create(data$inputRequests$$e)) return false;
          break;
        case "sampling/createMessage":
          if (!caseInputRequest_sampling_createMessage(data$inputRequests$$e)) return false;
          break;
        case "roots/list":
          if (!caseInputRequest_roots_list(data$inputRequests$$e)) return false;
          break;
        default:
          return false;
      }
    }
  }
  const data$requestState = data["requestState"];
  if (data$requestState !== undefined) {
    if (!(typeof data$requestState === "string")) return false;
  }
  // anyOf: each branch leaves its own block on a mismatch; the first to pass leaves the whole.
  anyOf0: {
    branch0_0: {
      if (data$inputRequests === undefined) break branch0_0;
      break anyOf0;
    }
    branch0_1: {
      if (data$requestState === undefined) break branch0_1;
      break anyOf0;
    }
    return false;
  }
  return true;
}
// #/$defs/CreateTaskResultResponse: A JSON-RPC response carrying a CreateTaskResult.
function checkCreateTaskResultResponse(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$jsonrpc = data["jsonrpc"];
  if (!isPlainObject(data)) return false;
  if (data$jsonrpc !== "2.0") return false;
  const data$id = data["id"];
  if (!(typeof data$id === "string" || Number.isInteger(data$id))) return false;
  const data$result = data["result"];
  if (!checkCreateTaskResult(data$result)) return false;
  return true;
}
// #/$defs/GetTaskResultResponse: A JSON-RPC response carrying a GetTaskResult.
function checkGetTaskResultResponse(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$jsonrpc = data["jsonrpc"];
  if (!isPlainObject(data)) return false;
  if (data$jsonrpc !== "2.0") return false;
  const data$id = data["id"];
  if (!(typeof data$id === "string" || Number.isInteger(data$id))) return false;
  const data$result = data["result"];
  if (typeof data$result !== "object" || data$result === null || Array.isArray(data$result)) return false;
  const data$result$status = data$result["status"];
  if (typeof data$result$status !== "string") return false;
  // "status" names the one variant to check, each in a function of its own.
  switch (data$result$status) {
    case "working":
      if (!caseGetTaskResult_working(data$result)) return false;
      break;
    case "input_required":
      if (!caseGetTaskResult_input_required(data$result)) return false;
      break;
    case "completed":
      if (!caseGetTaskResult_completed(data$result)) return false;
      break;
    case "failed":
      if (!caseGetTaskResult_failed(data$result)) return false;
      break;
    case "cancelled":
      if (!caseGetTaskResult_cancelled(data$result)) return false;
      break;
    default:
      return false;
  }
  return true;
}
// #/$defs/UpdateTaskResultResponse: A JSON-RPC response carrying an UpdateTaskResult.
function checkUpdateTaskResultResponse(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$jsonrpc = data["jsonrpc"];
  if (!isPlainObject(data)) return false;
  if (data$jsonrpc !== "2.0") return false;
  const data$id = data["id"];
  if (!(typeof data$id === "string" || Number.isInteger(data$id))) return false;
  const data$result = data["result"];
  if (typeof data$result !== "object" || data$result === null || Array.isArray(data$result)) return false;
  const data$result$_meta = data$result["_meta"];
  if (!isPlainObject(data$result)) return false;
  if (data$result$_meta !== undefined) {
    if (typeof data$result$_meta !== "object" || data$result$_meta === null || Array.isArray(data$result$_meta))
      return false;
    data$result$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$result$_meta)) return false;
  }
  const data$result$resultType = data$result["resultType"];
  if (data$result$resultType !== "complete") return false;
  const data$result$taskId = data$result["taskId"];
  if (data$result$taskId !== undefined) {
    return false;
  }
  const data$result$status = data$result["status"];
  if (data$result$status !== undefined) {
    return false;
  }
  const data$result$result = data$result["result"];
  if (data$result$result !== undefined) {
    return false;
  }
  const data$result$error = data$result["error"];
  if (data$result$error !== undefined) {
    return false;
  }
  const data$result$inputRequests = data$result["inputRequests"];
  if (data$result$inputRequests !== undefined) {
    return false;
  }
  return true;
}
// #/$defs/CancelTaskResultResponse: A JSON-RPC response carrying a CancelTaskResult.
function checkCancelTaskResultResponse(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$jsonrpc = data["jsonrpc"];
  if (!isPlainObject(data)) return false;
  if (data$jsonrpc !== "2.0") return false;
  const data$id = data["id"];
  if (!(typeof data$id === "string" || Number.isInteger(data$id))) return false;
  const data$result = data["result"];
  if (typeof data$result !== "object" || data$result === null || Array.isArray(data$result)) return false;
  const data$result$_meta = data$result["_meta"];
  if (!isPlainObject(data$result)) return false;
  if (data$result$_meta !== undefined) {
    if (typeof data$result$_meta !== "object" || data$result$_meta === null || Array.isArray(data$result$_meta))
      return false;
    data$result$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$result$_meta)) return false;
  }
  const data$result$resultType = data$result["resultType"];
  if (data$result$resultType !== "complete") return false;
  const data$result$taskId = data$result["taskId"];
  if (data$result$taskId !== undefined) {
    return false;
  }
  const data$result$status = data$result["status"];
  if (data$result$status !== undefined) {
    return false;
  }
  const data$result$result = data$result["result"];
  if (data$result$result !== undefined) {
    return false;
  }
  const data$result$error = data$result["error"];
  if (data$result$error !== undefined) {
    return false;
  }
  const data$result$inputRequests = data$result["inputRequests"];
  if (data$result$inputRequests !== undefined) {
    return false;
  }
  return true;
}
// #/$defs/JSONRPCErrorResponse: A JSON-RPC response that reports an error.
function checkJSONRPCErrorResponse(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$jsonrpc = data["jsonrpc"];
  if (!isPlainObject(data)) return false;
  if (data$jsonrpc !== "2.0") return false;
  const data$id = data["id"];
  if (data$id !== undefined) {
    if (!(typeof data$id === "string" || Number.isInteger(data$id))) return false;
  }
  const data$error = data["error"];
  if (typeof data$error !== "object" || data$error === null || Array.isArray(data$error)) return false;
  const data$error$code = data$error["code"];
  if (!isPlainObject(data$error)) return false;
  if (!Number.isInteger(data$error$code)) return false;
  const data$error$message = data$error["message"];
  if (!(typeof data$error$message === "string")) return false;
  return true;
}
// #/$defs/MissingRequiredClientCapabilityError: The -32021 error response (Missing Required Client Capability), namin…
function checkMissingRequiredClientCapabilityError(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$error = data["error"];
  if (!isPlainObject(data)) return false;
  if (data$error !== undefined) {
    if (typeof data$error !== "object" || data$error === null || Array.isArray(data$error)) return false;
    const data$error$code = data$error["code"];
    if (!isPlainObject(data$error)) return false;
    if (data$error$code !== -32021) return false;
    const data$error$data = data$error["data"];
    if (typeof data$error$data !== "object" || data$error$data === null || Array.isArray(data$error$data)) return false;
    const data$error$data$requiredCapabilities = data$error$data["requiredCapabilities"];
    if (!isPlainObject(data$error$data)) return false;
    if (
      typeof data$error$data$requiredCapabilities !== "object" ||
      data$error$data$requiredCapabilities === null ||
      Array.isArray(data$error$data$requiredCapabilities)
    )
      return false;
    const data$error$data$requiredCapabilities$extensions = data$error$data$requiredCapabilities["extensions"];
    if (!isPlainObject(data$error$data$requiredCapabilities)) return false;
    if (
      typeof data$error$data$requiredCapabilities$extensions !== "object" ||
      data$error$data$requiredCapabilities$extensions === null ||
      Array.isArray(data$error$data$requiredCapabilities$extensions)
    )
      return false;
    const data$error$data$requiredCapabilities$extensions$$xio_2e_modelcontextprotocol_2f_tasks =
      data$error$data$requiredCapabilities$extensions["io.modelcontextprotocol/tasks"];
    if (!isPlainObject(data$error$data$requiredCapabilities$extensions)) return false;
    if (
      typeof data$error$data$requiredCapabilities$extensions$$xio_2e_modelcontextprotocol_2f_tasks !== "object" ||
      data$error$data$requiredCapabilities$extensions$$xio_2e_modelcontextprotocol_2f_tasks === null ||
      Array.isArray(data$error$data$requiredCapabilities$extensions$$xio_2e_modelcontextprotocol_2f_tasks)
    )
      return false;
    data$error$data$requiredCapabilities$extensions$$xio_2e_modelcontextprotocol_2f_tasks[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$error$data$requiredCapabilities$extensions$$xio_2e_modelcontextprotocol_2f_tasks))
      return false;
  }
  const data$jsonrpc = data["jsonrpc"];
  if (data$jsonrpc !== "2.0") return false;
  const data$id = data["id"];
  if (data$id !== undefined) {
    if (!(typeof data$id === "string" || Number.isInteger(data$id))) return false;
  }
  if (data$error === undefined) return false;
  const data$error$message = data$error["message"];
  if (!(typeof data$error$message === "string")) return false;
  return true;
}
// #/$defs/InvalidParamsError: The -32602 error response (Invalid params), sent for an unknown or expired task ID.
function checkInvalidParamsError(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$error = data["error"];
  if (!isPlainObject(data)) return false;
  if (data$error !== undefined) {
    if (typeof data$error !== "object" || data$error === null || Array.isArray(data$error)) return false;
    const data$error$code = data$error["code"];
    if (!isPlainObject(data$error)) return false;
    if (data$error$code !== -32602) return false;
  }
  const data$jsonrpc = data["jsonrpc"];
  if (data$jsonrpc !== "2.0") return false;
  const data$id = data["id"];
  if (data$id !== undefined) {
    if (!(typeof data$id === "string" || Number.isInteger(data$id))) return false;
  }
  if (data$error === undefined) return false;
  const data$error$message = data$error["message"];
  if (!(typeof data$error$message === "string")) return false;
  return true;
}
// #/$defs/MethodNotFoundError: The -32601 error response (Method not found), sent for the removed tasks/result and ta…
function checkMethodNotFoundError(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$error = data["error"];
  if (!isPlainObject(data)) return false;
  if (data$error !== undefined) {
    if (typeof data$error !== "object" || data$error === null || Array.isArray(data$error)) return false;
    const data$error$code = data$error["code"];
    if (!isPlainObject(data$error)) return false;
    if (data$error$code !== -32601) return false;
  }
  const data$jsonrpc = data["jsonrpc"];
  if (data$jsonrpc !== "2.0") return false;
  const data$id = data["id"];
  if (data$id !== undefined) {
    if (!(typeof data$id === "string" || Number.isInteger(data$id))) return false;
  }
  if (data$error === undefined) return false;
  const data$error$message = data$error["message"];
  if (!(typeof data$error$message === "string")) return false;
  return true;
}
// #/$defs/HeaderMismatchError: The -32020 error response (Header mismatch), sent when the Mcp-Method or Mcp-Name head…
function checkHeaderMismatchError(data) {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const data$error = data["error"];
  if (!isPlainObject(data)) return false;
  if (data$error !== undefined) {
    if (typeof data$error !== "object" || data$error === null || Array.isArray(data$error)) return false;
    const data$error$code = data$error["code"];
    if (!isPlainObject(data$error)) return false;
    if (data$error$code !== -32020) return false;
  }
  const data$jsonrpc = data["jsonrpc"];
  if (data$jsonrpc !== "2.0") return false;
  const data$id = data["id"];
  if (data$id !== undefined) {
    if (!(typeof data$id === "string" || Number.isInteger(data$id))) return false;
  }
  if (data$error === undefined) return false;
  const data$error$message = data$error["message"];
  if (!(typeof data$error$message === "string")) return false;
  return true;
}
// "InputRequest", when "method" is "elicitation/create".
function caseInputRequest_elicitation_create(data) {
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  const data$params = data["params"];
  if (data$params === undefined) return false;
  // oneOf: count the branches that pass (each leaves its block on a mismatch); exactly one must.
  {
    let $passed0 = 0;
    branch0_0: {
      if (!checkElicitRequestFormParams(data$params)) break branch0_0;
      $passed0++;
    }
    branch0_1: {
      if (typeof data$params !== "object" || data$params === null || Array.isArray(data$params)) break branch0_1;
      const data$params$_meta = data$params["_meta"];
      if (!isPlainObject(data$params)) break branch0_1;
      if (data$params$_meta !== undefined) {
        if (typeof data$params$_meta !== "object" || data$params$_meta === null || Array.isArray(data$params$_meta))
          break branch0_1;
        data$params$_meta[shapeProbe]; // the shape probe (top of this module)
        if (!isPlainObject(data$params$_meta)) break branch0_1;
      }
      const data$params$mode = data$params["mode"];
      if (data$params$mode !== "url") break branch0_1;
      const data$params$message = data$params["message"];
      if (!(typeof data$params$message === "string")) break branch0_1;
      const data$params$url = data$params["url"];
      if (!(typeof data$params$url === "string")) break branch0_1;
      if (data$params$url.length < 1) break branch0_1;
      $passed0++;
    }
    if ($passed0 !== 1) return false;
  }
  return true;
}
// "SamplingContentBlock", when "type" is "text".
function caseSamplingContentBlock_text(data) {
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  const data$text = data["text"];
  if (!(typeof data$text === "string")) return false;
  return true;
}
// "SamplingContentBlock", when "type" is "image".
function caseSamplingContentBlock_image(data) {
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  const data$data = data["data"];
  if (!(typeof data$data === "string")) return false;
  const data$mimeType = data["mimeType"];
  if (!(typeof data$mimeType === "string")) return false;
  return true;
}
// "SamplingContentBlock", when "type" is "audio".
function caseSamplingContentBlock_audio(data) {
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  const data$data = data["data"];
  if (!(typeof data$data === "string")) return false;
  const data$mimeType = data["mimeType"];
  if (!(typeof data$mimeType === "string")) return false;
  return true;
}
// "SamplingContentBlock", when "type" is "tool_use".
function caseSamplingContentBlock_tool_use(data) {
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  const data$id = data["id"];
  if (!(typeof data$id === "string")) return false;
  const data$name = data["name"];
  if (!(typeof data$name === "string")) return false;
  const data$input = data["input"];
  if (typeof data$input !== "object" || data$input === null || Array.isArray(data$input)) return false;
  data$input[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data$input)) return false;
  return true;
}
// "ContentBlock", when "type" is "text".
function caseContentBlock_text(data) {
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  const data$text = data["text"];
  if (!(typeof data$text === "string")) return false;
  return true;
}
// "ContentBlock", when "type" is "image".
function caseContentBlock_image(data) {
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  const data$data = data["data"];
  if (!(typeof data$data === "string")) return false;
  const data$mimeType = data["mimeType"];
  if (!(typeof data$mimeType === "string")) return false;
  return true;
}
// "ContentBlock", when "type" is "audio".
function caseContentBlock_audio(data) {
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  const data$data = data["data"];
  if (!(typeof data$data === "string")) return false;
  const data$mimeType = data["mimeType"];
  if (!(typeof data$mimeType === "string")) return false;
  return true;
}
// "ContentBlock", when "type" is "resource_link".
function caseContentBlock_resource_link(data) {
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  const data$uri = data["uri"];
  if (!(typeof data$uri === "string")) return false;
  const data$name = data["name"];
  if (!(typeof data$name === "string")) return false;
  const data$title = data["title"];
  if (data$title !== undefined) {
    if (!(typeof data$title === "string")) return false;
  }
  const data$description = data["description"];
  if (data$description !== undefined) {
    if (!(typeof data$description === "string")) return false;
  }
  const data$mimeType = data["mimeType"];
  if (data$mimeType !== undefined) {
    if (!(typeof data$mimeType === "string")) return false;
  }
  const data$size = data["size"];
  if (data$size !== undefined) {
    if (!Number.isInteger(data$size)) return false;
  }
  return true;
}
// "ContentBlock", when "type" is "resource".
function caseContentBlock_resource(data) {
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  const data$resource = data["resource"];
  if (typeof data$resource !== "object" || data$resource === null || Array.isArray(data$resource)) return false;
  const data$resource$uri = data$resource["uri"];
  if (!isPlainObject(data$resource)) return false;
  if (!(typeof data$resource$uri === "string")) return false;
  const data$resource$mimeType = data$resource["mimeType"];
  if (data$resource$mimeType !== undefined) {
    if (!(typeof data$resource$mimeType === "string")) return false;
  }
  // anyOf: each branch leaves its own block on a mismatch; the first to pass leaves the whole.
  anyOf0: {
    branch0_0: {
      const data$resource$text = data$resource["text"];
      if (!(typeof data$resource$text === "string")) break branch0_0;
      break anyOf0;
    }
    branch0_1: {
      const data$resource$blob = data$resource["blob"];
      if (!(typeof data$resource$blob === "string")) break branch0_1;
      break anyOf0;
    }
    return false;
  }
  return true;
}
// "SamplingContentBlock", when "type" is "tool_result".
function caseSamplingContentBlock_tool_result(data) {
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  const data$toolUseId = data["toolUseId"];
  if (!(typeof data$toolUseId === "string")) return false;
  const data$content = data["content"];
  if (!Array.isArray(data$content)) return false;
  data$content[shapeProbe]; // the shape probe (top of this module)
  if (Object.getPrototypeOf(data$content) !== arrayPrototype) return false;
  for (
    let data$content$$i = 0, data$content$$n = data$content.length;
    data$content$$i < data$content$$n;
    data$content$$i++
  ) {
    const data$content$$v = data$content[data$content$$i];
    if (typeof data$content$$v !== "object" || data$content$$v === null || Array.isArray(data$content$$v)) return false;
    const data$content$$v$type = data$content$$v["type"];
    if (typeof data$content$$v$type !== "string") return false;
    // "type" names the one variant to check, each in a function of its own.
    switch (data$content$$v$type) {
      case "text":
        if (!caseContentBlock_text(data$content$$v)) return false;
        break;
      case "image":
        if (!caseContentBlock_image(data$content$$v)) return false;
        break;
      case "audio":
        if (!caseContentBlock_audio(data$content$$v)) return false;
        break;
      case "resource_link":
        if (!caseContentBlock_resource_link(data$content$$v)) return false;
        break;
      case "resource":
        if (!caseContentBlock_resource(data$content$$v)) return false;
        break;
      default:
        return false;
    }
  }
  const data$isError = data["isError"];
  if (data$isError !== undefined) {
    if (!(typeof data$isError === "boolean")) return false;
  }
  return true;
}
// "InputRequest", when "method" is "sampling/createMessage".
function caseInputRequest_sampling_createMessage(data) {
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  const data$params = data["params"];
  if (!checkCreateMessageRequestParams(data$params)) return false;
  return true;
}
// "InputRequest", when "method" is "roots/list".
function caseInputRequest_roots_list(data) {
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  const data$params = data["params"];
  if (data$params !== undefined) {
    if (typeof data$params !== "object" || data$params === null || Array.isArray(data$params)) return false;
    data$params[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$params)) return false;
  }
  return true;
}
// "DetailedTask", when "status" is "working".
function caseDetailedTask_working(data) {
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$result = data["result"];
  // dependentSchemas: with "result" present, the object must also match this.
  if (data$result !== undefined) {
    // "status" is known to be "working" here, which this schema refuses.
    return false;
  }
  const data$error = data["error"];
  // dependentSchemas: with "error" present, the object must also match this.
  if (data$error !== undefined) {
    // "status" is known to be "working" here, which this schema refuses.
    return false;
  }
  const data$inputRequests = data["inputRequests"];
  // dependentSchemas: with "inputRequests" present, the object must also match this.
  if (data$inputRequests !== undefined) {
    // "status" is known to be "working" here, which this schema refuses.
    return false;
  }
  return true;
}
// "DetailedTask", when "status" is "input_required".
function caseDetailedTask_input_required(data) {
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  const data$inputRequests = data["inputRequests"];
  if (typeof data$inputRequests !== "object" || data$inputRequests === null || Array.isArray(data$inputRequests))
    return false;
  data$inputRequests[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data$inputRequests)) return false;
  // Every member not named in properties must match additionalProperties (own keys: the prototype was checked).
  for (const data$inputRequests$$k in data$inputRequests) {
    const data$inputRequests$$e = data$inputRequests[data$inputRequests$$k];
    if (
      typeof data$inputRequests$$e !== "object" ||
      data$inputRequests$$e === null ||
      Array.isArray(data$inputRequests$$e)
    )
      return false;
    const data$inputRequests$$e$method = data$inputRequests$$e["method"];
    if (typeof data$inputRequests$$e$method !== "string") return false;
    // "method" names the one variant to check, each in a function of its own.
    switch (data$inputRequests$$e$method) {
      case "elicitation/create":
        if (!caseInputRequest_elicitation_create(data$inputRequests$$e)) return false;
        break;
      case "sampling/createMessage":
        if (!caseInputRequest_sampling_createMessage(data$inputRequests$$e)) return false;
        break;
      case "roots/list":
        if (!caseInputRequest_roots_list(data$inputRequests$$e)) return false;
        break;
      default:
        return false;
    }
  }
  if (Object.keys(data$inputRequests).length < 1) return false;
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$result = data["result"];
  // dependentSchemas: with "result" present, the object must also match this.
  if (data$result !== undefined) {
    // "status" is known to be "input_required" here, which this schema refuses.
    return false;
  }
  const data$error = data["error"];
  // dependentSchemas: with "error" present, the object must also match this.
  if (data$error !== undefined) {
    // "status" is known to be "input_required" here, which this schema refuses.
    return false;
  }
  return true;
}
// "DetailedTask", when "status" is "completed".
function caseDetailedTask_completed(data) {
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  const data$result = data["result"];
  if (typeof data$result !== "object" || data$result === null || Array.isArray(data$result)) return false;
  data$result[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data$result)) return false;
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$error = data["error"];
  // dependentSchemas: with "error" present, the object must also match this.
  if (data$error !== undefined) {
    // "status" is known to be "completed" here, which this schema refuses.
    return false;
  }
  const data$inputRequests = data["inputRequests"];
  // dependentSchemas: with "inputRequests" present, the object must also match this.
  if (data$inputRequests !== undefined) {
    // "status" is known to be "completed" here, which this schema refuses.
    return false;
  }
  return true;
}
// "DetailedTask", when "status" is "failed".
function caseDetailedTask_failed(data) {
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  const data$error = data["error"];
  if (typeof data$error !== "object" || data$error === null || Array.isArray(data$error)) return false;
  const data$error$code = data$error["code"];
  if (!isPlainObject(data$error)) return false;
  if (!Number.isInteger(data$error$code)) return false;
  const data$error$message = data$error["message"];
  if (!(typeof data$error$message === "string")) return false;
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$result = data["result"];
  // dependentSchemas: with "result" present, the object must also match this.
  if (data$result !== undefined) {
    // "status" is known to be "failed" here, which this schema refuses.
    return false;
  }
  const data$inputRequests = data["inputRequests"];
  // dependentSchemas: with "inputRequests" present, the object must also match this.
  if (data$inputRequests !== undefined) {
    // "status" is known to be "failed" here, which this schema refuses.
    return false;
  }
  return true;
}
// "DetailedTask", when "status" is "cancelled".
function caseDetailedTask_cancelled(data) {
  data[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data)) return false;
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$result = data["result"];
  // dependentSchemas: with "result" present, the object must also match this.
  if (data$result !== undefined) {
    // "status" is known to be "cancelled" here, which this schema refuses.
    return false;
  }
  const data$error = data["error"];
  // dependentSchemas: with "error" present, the object must also match this.
  if (data$error !== undefined) {
    // "status" is known to be "cancelled" here, which this schema refuses.
    return false;
  }
  const data$inputRequests = data["inputRequests"];
  // dependentSchemas: with "inputRequests" present, the object must also match this.
  if (data$inputRequests !== undefined) {
    // "status" is known to be "cancelled" here, which this schema refuses.
    return false;
  }
  return true;
}
// "GetTaskResult", when "status" is "working".
function caseGetTaskResult_working(data) {
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$resultType = data["resultType"];
  if (data$resultType !== "complete") return false;
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$result = data["result"];
  // dependentSchemas: with "result" present, the object must also match this.
  if (data$result !== undefined) {
    // "status" is known to be "working" here, which this schema refuses.
    return false;
  }
  const data$error = data["error"];
  // dependentSchemas: with "error" present, the object must also match this.
  if (data$error !== undefined) {
    // "status" is known to be "working" here, which this schema refuses.
    return false;
  }
  const data$inputRequests = data["inputRequests"];
  // dependentSchemas: with "inputRequests" present, the object must also match this.
  if (data$inputRequests !== undefined) {
    // "status" is known to be "working" here, which this schema refuses.
    return false;
  }
  return true;
}
// "GetTaskResult", when "status" is "input_required".
function caseGetTaskResult_input_required(data) {
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$resultType = data["resultType"];
  if (data$resultType !== "complete") return false;
  const data$inputRequests = data["inputRequests"];
  if (typeof data$inputRequests !== "object" || data$inputRequests === null || Array.isArray(data$inputRequests))
    return false;
  data$inputRequests[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data$inputRequests)) return false;
  // Every member not named in properties must match additionalProperties (own keys: the prototype was checked).
  for (const data$inputRequests$$k in data$inputRequests) {
    const data$inputRequests$$e = data$inputRequests[data$inputRequests$$k];
    if (
      typeof data$inputRequests$$e !== "object" ||
      data$inputRequests$$e === null ||
      Array.isArray(data$inputRequests$$e)
    )
      return false;
    const data$inputRequests$$e$method = data$inputRequests$$e["method"];
    if (typeof data$inputRequests$$e$method !== "string") return false;
    // "method" names the one variant to check, each in a function of its own.
    switch (data$inputRequests$$e$method) {
      case "elicitation/create":
        if (!caseInputRequest_elicitation_create(data$inputRequests$$e)) return false;
        break;
      case "sampling/createMessage":
        if (!caseInputRequest_sampling_createMessage(data$inputRequests$$e)) return false;
        break;
      case "roots/list":
        if (!caseInputRequest_roots_list(data$inputRequests$$e)) return false;
        break;
      default:
        return false;
    }
  }
  if (Object.keys(data$inputRequests).length < 1) return false;
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$result = data["result"];
  // dependentSchemas: with "result" present, the object must also match this.
  if (data$result !== undefined) {
    // "status" is known to be "input_required" here, which this schema refuses.
    return false;
  }
  const data$error = data["error"];
  // dependentSchemas: with "error" present, the object must also match this.
  if (data$error !== undefined) {
    // "status" is known to be "input_required" here, which this schema refuses.
    return false;
  }
  return true;
}
// "GetTaskResult", when "status" is "completed".
function caseGetTaskResult_completed(data) {
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$resultType = data["resultType"];
  if (data$resultType !== "complete") return false;
  const data$result = data["result"];
  if (typeof data$result !== "object" || data$result === null || Array.isArray(data$result)) return false;
  data$result[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data$result)) return false;
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$error = data["error"];
  // dependentSchemas: with "error" present, the object must also match this.
  if (data$error !== undefined) {
    // "status" is known to be "completed" here, which this schema refuses.
    return false;
  }
  const data$inputRequests = data["inputRequests"];
  // dependentSchemas: with "inputRequests" present, the object must also match this.
  if (data$inputRequests !== undefined) {
    // "status" is known to be "completed" here, which this schema refuses.
    return false;
  }
  return true;
}
// "GetTaskResult", when "status" is "failed".
function caseGetTaskResult_failed(data) {
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$resultType = data["resultType"];
  if (data$resultType !== "complete") return false;
  const data$error = data["error"];
  if (typeof data$error !== "object" || data$error === null || Array.isArray(data$error)) return false;
  const data$error$code = data$error["code"];
  if (!isPlainObject(data$error)) return false;
  if (!Number.isInteger(data$error$code)) return false;
  const data$error$message = data$error["message"];
  if (!(typeof data$error$message === "string")) return false;
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$result = data["result"];
  // dependentSchemas: with "result" present, the object must also match this.
  if (data$result !== undefined) {
    // "status" is known to be "failed" here, which this schema refuses.
    return false;
  }
  const data$inputRequests = data["inputRequests"];
  // dependentSchemas: with "inputRequests" present, the object must also match this.
  if (data$inputRequests !== undefined) {
    // "status" is known to be "failed" here, which this schema refuses.
    return false;
  }
  return true;
}
// "GetTaskResult", when "status" is "cancelled".
function caseGetTaskResult_cancelled(data) {
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$resultType = data["resultType"];
  if (data$resultType !== "complete") return false;
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$result = data["result"];
  // dependentSchemas: with "result" present, the object must also match this.
  if (data$result !== undefined) {
    // "status" is known to be "cancelled" here, which this schema refuses.
    return false;
  }
  const data$error = data["error"];
  // dependentSchemas: with "error" present, the object must also match this.
  if (data$error !== undefined) {
    // "status" is known to be "cancelled" here, which this schema refuses.
    return false;
  }
  const data$inputRequests = data["inputRequests"];
  // dependentSchemas: with "inputRequests" present, the object must also match this.
  if (data$inputRequests !== undefined) {
    // "status" is known to be "cancelled" here, which this schema refuses.
    return false;
  }
  return true;
}
// "TaskStatusNotificationParams", when "status" is "working".
function caseTaskStatusNotificationParams_working(data) {
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$result = data["result"];
  // dependentSchemas: with "result" present, the object must also match this.
  if (data$result !== undefined) {
    // "status" is known to be "working" here, which this schema refuses.
    return false;
  }
  const data$error = data["error"];
  // dependentSchemas: with "error" present, the object must also match this.
  if (data$error !== undefined) {
    // "status" is known to be "working" here, which this schema refuses.
    return false;
  }
  const data$inputRequests = data["inputRequests"];
  // dependentSchemas: with "inputRequests" present, the object must also match this.
  if (data$inputRequests !== undefined) {
    // "status" is known to be "working" here, which this schema refuses.
    return false;
  }
  return true;
}
// "TaskStatusNotificationParams", when "status" is "input_required".
function caseTaskStatusNotificationParams_input_required(data) {
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$inputRequests = data["inputRequests"];
  if (typeof data$inputRequests !== "object" || data$inputRequests === null || Array.isArray(data$inputRequests))
    return false;
  data$inputRequests[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data$inputRequests)) return false;
  // Every member not named in properties must match additionalProperties (own keys: the prototype was checked).
  for (const data$inputRequests$$k in data$inputRequests) {
    const data$inputRequests$$e = data$inputRequests[data$inputRequests$$k];
    if (
      typeof data$inputRequests$$e !== "object" ||
      data$inputRequests$$e === null ||
      Array.isArray(data$inputRequests$$e)
    )
      return false;
    const data$inputRequests$$e$method = data$inputRequests$$e["method"];
    if (typeof data$inputRequests$$e$method !== "string") return false;
    // "method" names the one variant to check, each in a function of its own.
    switch (data$inputRequests$$e$method) {
      case "elicitation/create":
        if (!caseInputRequest_elicitation_create(data$inputRequests$$e)) return false;
        break;
      case "sampling/createMessage":
        if (!caseInputRequest_sampling_createMessage(data$inputRequests$$e)) return false;
        break;
      case "roots/list":
        if (!caseInputRequest_roots_list(data$inputRequests$$e)) return false;
        break;
      default:
        return false;
    }
  }
  if (Object.keys(data$inputRequests).length < 1) return false;
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$result = data["result"];
  // dependentSchemas: with "result" present, the object must also match this.
  if (data$result !== undefined) {
    // "status" is known to be "input_required" here, which this schema refuses.
    return false;
  }
  const data$error = data["error"];
  // dependentSchemas: with "error" present, the object must also match this.
  if (data$error !== undefined) {
    // "status" is known to be "input_required" here, which this schema refuses.
    return false;
  }
  return true;
}
// "TaskStatusNotificationParams", when "status" is "completed".
function caseTaskStatusNotificationParams_completed(data) {
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$result = data["result"];
  if (typeof data$result !== "object" || data$result === null || Array.isArray(data$result)) return false;
  data$result[shapeProbe]; // the shape probe (top of this module)
  if (!isPlainObject(data$result)) return false;
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$error = data["error"];
  // dependentSchemas: with "error" present, the object must also match this.
  if (data$error !== undefined) {
    // "status" is known to be "completed" here, which this schema refuses.
    return false;
  }
  const data$inputRequests = data["inputRequests"];
  // dependentSchemas: with "inputRequests" present, the object must also match this.
  if (data$inputRequests !== undefined) {
    // "status" is known to be "completed" here, which this schema refuses.
    return false;
  }
  return true;
}
// "TaskStatusNotificationParams", when "status" is "failed".
function caseTaskStatusNotificationParams_failed(data) {
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$error = data["error"];
  if (typeof data$error !== "object" || data$error === null || Array.isArray(data$error)) return false;
  const data$error$code = data$error["code"];
  if (!isPlainObject(data$error)) return false;
  if (!Number.isInteger(data$error$code)) return false;
  const data$error$message = data$error["message"];
  if (!(typeof data$error$message === "string")) return false;
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$result = data["result"];
  // dependentSchemas: with "result" present, the object must also match this.
  if (data$result !== undefined) {
    // "status" is known to be "failed" here, which this schema refuses.
    return false;
  }
  const data$inputRequests = data["inputRequests"];
  // dependentSchemas: with "inputRequests" present, the object must also match this.
  if (data$inputRequests !== undefined) {
    // "status" is known to be "failed" here, which this schema refuses.
    return false;
  }
  return true;
}
// "TaskStatusNotificationParams", when "status" is "cancelled".
function caseTaskStatusNotificationParams_cancelled(data) {
  const data$_meta = data["_meta"];
  if (!isPlainObject(data)) return false;
  if (data$_meta !== undefined) {
    if (typeof data$_meta !== "object" || data$_meta === null || Array.isArray(data$_meta)) return false;
    data$_meta[shapeProbe]; // the shape probe (top of this module)
    if (!isPlainObject(data$_meta)) return false;
  }
  const data$taskId = data["taskId"];
  if (!(typeof data$taskId === "string")) return false;
  if (data$taskId.length < 1) return false;
  const data$statusMessage = data["statusMessage"];
  if (data$statusMessage !== undefined) {
    if (!(typeof data$statusMessage === "string")) return false;
  }
  const data$createdAt = data["createdAt"];
  if (!(typeof data$createdAt === "string")) return false;
  if (!pattern0Test(data$createdAt)) return false;
  const data$lastUpdatedAt = data["lastUpdatedAt"];
  if (!(typeof data$lastUpdatedAt === "string")) return false;
  if (!pattern0Test(data$lastUpdatedAt)) return false;
  const data$ttlMs = data["ttlMs"];
  if (!(Number.isInteger(data$ttlMs) || data$ttlMs === null)) return false;
  if (typeof data$ttlMs === "number" && Number.isFinite(data$ttlMs)) {
    if (data$ttlMs < 0) return false;
    if (data$ttlMs > 9007199254740991) return false;
  }
  const data$pollIntervalMs = data["pollIntervalMs"];
  if (data$pollIntervalMs !== undefined) {
    if (!Number.isInteger(data$pollIntervalMs)) return false;
    if (data$pollIntervalMs < 0) return false;
    if (data$pollIntervalMs > 9007199254740991) return false;
  }
  const data$result = data["result"];
  // dependentSchemas: with "result" present, the object must also match this.
  if (data$result !== undefined) {
    // "status" is known to be "cancelled" here, which this schema refuses.
    return false;
  }
  const data$error = data["error"];
  // dependentSchemas: with "error" present, the object must also match this.
  if (data$error !== undefined) {
    // "status" is known to be "cancelled" here, which this schema refuses.
    return false;
  }
  const data$inputRequests = data["inputRequests"];
  // dependentSchemas: with "inputRequests" present, the object must also match this.
  if (data$inputRequests !== undefined) {
    // "status" is known to be "cancelled" here, which this schema refuses.
    return false;
  }
  return true;
}

export {
  checkJSONObject as JSONObject,
  checkMetaObject as MetaObject,
  checkRequestId as RequestId,
  checkError as Error,
  checkResult as Result,
  checkTaskId as TaskId,
  checkTimestamp as Timestamp,
  checkMilliseconds as Milliseconds,
  checkTaskStatus as TaskStatus,
  checkTask as Task,
  checkNonEmptyInputRequests as NonEmptyInputRequests,
  checkWorkingTask as WorkingTask,
  checkInputRequiredTask as InputRequiredTask,
  checkCompletedTask as CompletedTask,
  checkFailedTask as FailedTask,
  checkCancelledTask as CancelledTask,
  checkDetailedTask as DetailedTask,
  checkCreateTaskResult as CreateTaskResult,
  checkGetTaskResult as GetTaskResult,
  checkUpdateTaskResult as UpdateTaskResult,
  checkCancelTaskResult as CancelTaskResult,
  checkTasksExtensionCapability as TasksExtensionCapability,
  checkExtensionsCapability as ExtensionsCapability,
  checkClientCapabilities as ClientCapabilities,
  checkServerCapabilities as ServerCapabilities,
  checkImplementation as Implementation,
  checkRequestMeta as RequestMeta,
  checkTaskRequestParams as TaskRequestParams,
  checkGetTaskRequest as GetTaskRequest,
  checkUpdateTaskRequestParams as UpdateTaskRequestParams,
  checkUpdateTaskRequest as UpdateTaskRequest,
  checkCancelTaskRequest as CancelTaskRequest,
  checkTaskStatusNotificationParams as TaskStatusNotificationParams,
  checkTaskStatusNotification as TaskStatusNotification,
  checkTaskSubscriptionFilter as TaskSubscriptionFilter,
  checkSubscriptionsListenRequest as SubscriptionsListenRequest,
  checkSubscriptionsAcknowledgedNotification as SubscriptionsAcknowledgedNotification,
  checkInputRequest as InputRequest,
  checkInputRequests as InputRequests,
  checkInputResponse as InputResponse,
  checkInputResponses as InputResponses,
  checkElicitRequest as ElicitRequest,
  checkElicitRequestParams as ElicitRequestParams,
  checkElicitRequestFormParams as ElicitRequestFormParams,
  checkPrimitiveSchemaDefinition as PrimitiveSchemaDefinition,
  checkElicitRequestURLParams as ElicitRequestURLParams,
  checkElicitResult as ElicitResult,
  checkCreateMessageRequest as CreateMessageRequest,
  checkCreateMessageRequestParams as CreateMessageRequestParams,
  checkModelPreferences as ModelPreferences,
  checkTool as Tool,
  checkRole as Role,
  checkSamplingMessage as SamplingMessage,
  checkSamplingContent as SamplingContent,
  checkSamplingContentBlock as SamplingContentBlock,
  checkTextContent as TextContent,
  checkImageContent as ImageContent,
  checkAudioContent as AudioContent,
  checkToolUseContent as ToolUseContent,
  checkToolResultContent as ToolResultContent,
  checkContentBlock as ContentBlock,
  checkResourceLink as ResourceLink,
  checkEmbeddedResource as EmbeddedResource,
  checkResourceContents as ResourceContents,
  checkCreateMessageResult as CreateMessageResult,
  checkListRootsRequest as ListRootsRequest,
  checkListRootsResult as ListRootsResult,
  checkCallToolRequest as CallToolRequest,
  checkCallToolResult as CallToolResult,
  checkInputRequiredResult as InputRequiredResult,
  checkCreateTaskResultResponse as CreateTaskResultResponse,
  checkGetTaskResultResponse as GetTaskResultResponse,
  checkUpdateTaskResultResponse as UpdateTaskResultResponse,
  checkCancelTaskResultResponse as CancelTaskResultResponse,
  checkJSONRPCErrorResponse as JSONRPCErrorResponse,
  checkMissingRequiredClientCapabilityError as MissingRequiredClientCapabilityError,
  checkInvalidParamsError as InvalidParamsError,
  checkMethodNotFoundError as MethodNotFoundError,
  checkHeaderMismatchError as HeaderMismatchError,
};
