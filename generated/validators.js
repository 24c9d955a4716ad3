/* Generated from schema/tasks.schema.json by `npm run generate`. Do not edit. */
var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) =>
  function __require() {
    try {
      return (mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports);
    } catch (e) {
      throw ((mod = 0), e);
    }
  };

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  ucs2length(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320) pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  },
});

// validators.js
function appendErrors(target, source) {
  if (target === null) return source.slice();
  for (let i = 0; i < source.length; i++) target.push(source[i]);
  return target;
}
var JSONObject = validate_JSONObject;
function validate_JSONObject(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
  } else {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate_JSONObject.errors = vErrors;
  return errors === 0;
}
var MetaObject = validate_MetaObject;
function validate_MetaObject(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
  } else {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate_MetaObject.errors = vErrors;
  return errors === 0;
}
var RequestId = validate_RequestId;
var schema22 = {
  description: "A uniquely identifying ID for a request in JSON-RPC: a string or an integer, never null or fractional.",
  type: ["string", "integer"],
};
function validate_RequestId(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (typeof data !== "string" && !(typeof data == "number" && !(data % 1) && !isNaN(data) && isFinite(data))) {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema22.type } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate_RequestId.errors = vErrors;
  return errors === 0;
}
var Error2 = validate_Error;
function validate_Error(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.code === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "code" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.message === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "message" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.code !== void 0) {
      let data0 = data.code;
      if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err2 = {
          instancePath: instancePath + "/code",
          schemaPath: "#/properties/code/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      if (typeof data.message !== "string") {
        const err3 = {
          instancePath: instancePath + "/message",
          schemaPath: "#/properties/message/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate_Error.errors = vErrors;
  return errors === 0;
}
var Result = validate_Result;
function validate_Result(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.resultType === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "resultType" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.resultType !== void 0) {
      if (typeof data.resultType !== "string") {
        const err1 = {
          instancePath: instancePath + "/resultType",
          schemaPath: "#/properties/resultType/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate_Result.errors = vErrors;
  return errors === 0;
}
var TaskId = validate_TaskId;
var func1 = require_ucs2length().default;
function validate_TaskId(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (typeof data === "string") {
    if (func1(data) < 1) {
      const err0 = { instancePath, schemaPath: "#/minLength", keyword: "minLength", params: { limit: 1 } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  } else {
    const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate_TaskId.errors = vErrors;
  return errors === 0;
}
var Timestamp = validate_Timestamp;
var pattern3 = new RegExp(
  "^(?:(?:[0-9]{4}-(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1[0-9]|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31)|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:(?:[0-5][0-9]|60)(?:[.,][0-9]+)?(?:Z|[+-](?:[01][0-9]|2[0-3])(?::[0-5][0-9])?)|(?:[0-9]{4}(?:(?:0[1-9]|1[0-2])(?:0[1-9]|1[0-9]|2[0-8])|(?:0[13-9]|1[0-2])(?:29|30)|(?:0[13578]|1[02])31)|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)0229)T(?:[01][0-9]|2[0-3])[0-5][0-9](?:[0-5][0-9]|60)(?:[.,][0-9]+)?(?:Z|[+-](?:[01][0-9]|2[0-3])(?:[0-5][0-9])?))(?!\\n)$",
  "u",
);
function validate_Timestamp(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (typeof data === "string") {
    if (!pattern3.test(data)) {
      const err0 = {
        instancePath,
        schemaPath: "#/pattern",
        keyword: "pattern",
        params: {
          pattern:
            "^(?:(?:[0-9]{4}-(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1[0-9]|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31)|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:(?:[0-5][0-9]|60)(?:[.,][0-9]+)?(?:Z|[+-](?:[01][0-9]|2[0-3])(?::[0-5][0-9])?)|(?:[0-9]{4}(?:(?:0[1-9]|1[0-2])(?:0[1-9]|1[0-9]|2[0-8])|(?:0[13-9]|1[0-2])(?:29|30)|(?:0[13578]|1[02])31)|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)0229)T(?:[01][0-9]|2[0-3])[0-5][0-9](?:[0-5][0-9]|60)(?:[.,][0-9]+)?(?:Z|[+-](?:[01][0-9]|2[0-3])(?:[0-5][0-9])?))(?!\\n)$",
        },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  } else {
    const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate_Timestamp.errors = vErrors;
  return errors === 0;
}
var Milliseconds = validate_Milliseconds;
function validate_Milliseconds(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (!(typeof data == "number" && !(data % 1) && !isNaN(data) && isFinite(data))) {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "integer" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (typeof data == "number" && isFinite(data)) {
    if (data > 9007199254740991 || isNaN(data)) {
      const err1 = {
        instancePath,
        schemaPath: "#/maximum",
        keyword: "maximum",
        params: { comparison: "<=", limit: 9007199254740991 },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data < 0 || isNaN(data)) {
      const err2 = {
        instancePath,
        schemaPath: "#/minimum",
        keyword: "minimum",
        params: { comparison: ">=", limit: 0 },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
  }
  validate_Milliseconds.errors = vErrors;
  return errors === 0;
}
var TaskStatus = validate_TaskStatus;
var schema28 = {
  description: "The status of a task. `completed`, `failed` and `cancelled` are terminal.",
  type: "string",
  enum: ["working", "input_required", "completed", "failed", "cancelled"],
};
function validate_TaskStatus(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (typeof data !== "string") {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "string" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  if (
    !(
      data === "working" ||
      data === "input_required" ||
      data === "completed" ||
      data === "failed" ||
      data === "cancelled"
    )
  ) {
    const err1 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema28.enum } };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate_TaskStatus.errors = vErrors;
  return errors === 0;
}
var Task = validate_Task;
var schema29 = {
  description:
    "Operational metadata about ongoing work. The payload fields are optional here but exclusive to their status, and shaped as in the detailed variants: `result` (an object) appears only on a completed task, `error` (a JSON-RPC error) only on a failed one, `inputRequests` (at least one entry) only on one that requires input.",
  type: "object",
  required: ["taskId", "status", "createdAt", "lastUpdatedAt", "ttlMs"],
  properties: {
    taskId: { $ref: "#/$defs/TaskId" },
    status: { $ref: "#/$defs/TaskStatus" },
    statusMessage: {
      description: "Optional message describing the current task state; it may be exposed to the end user or model.",
      type: "string",
    },
    createdAt: { $ref: "#/$defs/Timestamp", description: "ISO 8601 timestamp when the task was created." },
    lastUpdatedAt: { $ref: "#/$defs/Timestamp", description: "ISO 8601 timestamp when the task was last updated." },
    ttlMs: {
      description:
        "Time-to-live from creation in integer milliseconds, null for unlimited. It may change over the lifetime of a task.",
      type: ["integer", "null"],
      minimum: 0,
      maximum: 9007199254740991,
    },
    pollIntervalMs: {
      $ref: "#/$defs/Milliseconds",
      description: "Suggested polling interval in integer milliseconds. It may change over the lifetime of a task.",
    },
  },
  dependentSchemas: {
    result: { properties: { status: { const: "completed" }, result: { $ref: "#/$defs/JSONObject" } } },
    error: { properties: { status: { const: "failed" }, error: { $ref: "#/$defs/Error" } } },
    inputRequests: {
      properties: { status: { const: "input_required" }, inputRequests: { $ref: "#/$defs/NonEmptyInputRequests" } },
    },
  },
};
var schema36 = {
  description:
    "One field of a form-mode elicitation schema: a string, number, integer, boolean or (multi-select) array schema.",
  type: "object",
  required: ["type"],
  properties: {
    type: { enum: ["string", "number", "integer", "boolean", "array"] },
    title: { type: "string" },
    description: { type: "string" },
  },
};
function validate78(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.type !== void 0) {
      let data0 = data.type;
      if (
        !(data0 === "string" || data0 === "number" || data0 === "integer" || data0 === "boolean" || data0 === "array")
      ) {
        const err1 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/enum",
          keyword: "enum",
          params: { allowedValues: schema36.properties.type.enum },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.title !== void 0) {
      if (typeof data.title !== "string") {
        const err2 = {
          instancePath: instancePath + "/title",
          schemaPath: "#/properties/title/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      if (typeof data.description !== "string") {
        const err3 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate78.errors = vErrors;
  return errors === 0;
}
function validate76(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.message === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "message" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.requestedSchema === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "requestedSchema" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.mode !== void 0) {
      if ("form" !== data.mode) {
        const err2 = {
          instancePath: instancePath + "/mode",
          schemaPath: "#/properties/mode/const",
          keyword: "const",
          params: { allowedValue: "form" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      if (typeof data.message !== "string") {
        const err3 = {
          instancePath: instancePath + "/message",
          schemaPath: "#/properties/message/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.requestedSchema !== void 0) {
      let data3 = data.requestedSchema;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.type === void 0) {
          const err4 = {
            instancePath: instancePath + "/requestedSchema",
            schemaPath: "#/properties/requestedSchema/required",
            keyword: "required",
            params: { missingProperty: "type" },
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data3.properties === void 0) {
          const err5 = {
            instancePath: instancePath + "/requestedSchema",
            schemaPath: "#/properties/requestedSchema/required",
            keyword: "required",
            params: { missingProperty: "properties" },
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data3.$schema !== void 0) {
          if (typeof data3.$schema !== "string") {
            const err6 = {
              instancePath: instancePath + "/requestedSchema/$schema",
              schemaPath: "#/properties/requestedSchema/properties/%24schema/type",
              keyword: "type",
              params: { type: "string" },
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data3.type !== void 0) {
          if ("object" !== data3.type) {
            const err7 = {
              instancePath: instancePath + "/requestedSchema/type",
              schemaPath: "#/properties/requestedSchema/properties/type/const",
              keyword: "const",
              params: { allowedValue: "object" },
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data3.properties !== void 0) {
          let data6 = data3.properties;
          if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
            for (const key0 in data6) {
              if (
                !validate78(data6[key0], {
                  instancePath:
                    instancePath + "/requestedSchema/properties/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
                  parentData: data6,
                  parentDataProperty: key0,
                  rootData,
                })
              ) {
                vErrors = appendErrors(vErrors, validate78.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err8 = {
              instancePath: instancePath + "/requestedSchema/properties",
              schemaPath: "#/properties/requestedSchema/properties/properties/type",
              keyword: "type",
              params: { type: "object" },
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data3.required !== void 0) {
          let data8 = data3.required;
          if (Array.isArray(data8)) {
            const len0 = data8.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data8[i0] !== "string") {
                const err9 = {
                  instancePath: instancePath + "/requestedSchema/required/" + i0,
                  schemaPath: "#/properties/requestedSchema/properties/required/items/type",
                  keyword: "type",
                  params: { type: "string" },
                };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
          } else {
            const err10 = {
              instancePath: instancePath + "/requestedSchema/required",
              schemaPath: "#/properties/requestedSchema/properties/required/type",
              keyword: "type",
              params: { type: "array" },
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = {
          instancePath: instancePath + "/requestedSchema",
          schemaPath: "#/properties/requestedSchema/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate76.errors = vErrors;
  return errors === 0;
}
function validate81(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.mode === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "mode" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.message === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "message" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.url === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "url" } };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.mode !== void 0) {
      if ("url" !== data.mode) {
        const err3 = {
          instancePath: instancePath + "/mode",
          schemaPath: "#/properties/mode/const",
          keyword: "const",
          params: { allowedValue: "url" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      if (typeof data.message !== "string") {
        const err4 = {
          instancePath: instancePath + "/message",
          schemaPath: "#/properties/message/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.url !== void 0) {
      let data3 = data.url;
      if (typeof data3 === "string") {
        if (func1(data3) < 1) {
          const err5 = {
            instancePath: instancePath + "/url",
            schemaPath: "#/properties/url/minLength",
            keyword: "minLength",
            params: { limit: 1 },
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/url",
          schemaPath: "#/properties/url/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate81.errors = vErrors;
  return errors === 0;
}
function validate75(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs1 = errors;
  if (!validate76(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate76.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
  }
  const _errs2 = errors;
  if (!validate81(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate81.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
    }
  }
  if (!valid0) {
    const err0 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate75.errors = vErrors;
  return errors === 0;
}
function validate74(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.method === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "method" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.params === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "params" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.method !== void 0) {
      if ("elicitation/create" !== data.method) {
        const err2 = {
          instancePath: instancePath + "/method",
          schemaPath: "#/properties/method/const",
          keyword: "const",
          params: { allowedValue: "elicitation/create" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.params !== void 0) {
      if (
        !validate75(data.params, {
          instancePath: instancePath + "/params",
          parentData: data,
          parentDataProperty: "params",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate75.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate74.errors = vErrors;
  return errors === 0;
}
var schema39 = {
  description: "The params of sampling/createMessage.",
  type: "object",
  required: ["messages", "maxTokens"],
  properties: {
    _meta: { $ref: "#/$defs/MetaObject" },
    messages: { type: "array", items: { $ref: "#/$defs/SamplingMessage" } },
    maxTokens: { type: "integer" },
    systemPrompt: { type: "string" },
    includeContext: { enum: ["none", "thisServer", "allServers"] },
    temperature: { type: "number" },
    stopSequences: { type: "array", items: { type: "string" } },
    metadata: { $ref: "#/$defs/JSONObject" },
    modelPreferences: { $ref: "#/$defs/ModelPreferences" },
    tools: { type: "array", items: { $ref: "#/$defs/Tool" } },
    toolChoice: { type: "object", properties: { mode: { enum: ["auto", "none", "required"] } } },
  },
};
var schema41 = { description: "The sender or recipient of a message in a conversation.", enum: ["user", "assistant"] };
function validate90(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (!(data === "user" || data === "assistant")) {
    const err0 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema41.enum } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate90.errors = vErrors;
  return errors === 0;
}
function validate94(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.text === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "text" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== void 0) {
      if ("text" !== data.type) {
        const err2 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "text" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.text !== void 0) {
      if (typeof data.text !== "string") {
        const err3 = {
          instancePath: instancePath + "/text",
          schemaPath: "#/properties/text/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate94.errors = vErrors;
  return errors === 0;
}
function validate95(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.data === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "data" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.mimeType === void 0) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "mimeType" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== void 0) {
      if ("image" !== data.type) {
        const err3 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "image" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.data !== void 0) {
      if (typeof data.data !== "string") {
        const err4 = {
          instancePath: instancePath + "/data",
          schemaPath: "#/properties/data/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.mimeType !== void 0) {
      if (typeof data.mimeType !== "string") {
        const err5 = {
          instancePath: instancePath + "/mimeType",
          schemaPath: "#/properties/mimeType/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate95.errors = vErrors;
  return errors === 0;
}
function validate96(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.data === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "data" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.mimeType === void 0) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "mimeType" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== void 0) {
      if ("audio" !== data.type) {
        const err3 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "audio" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.data !== void 0) {
      if (typeof data.data !== "string") {
        const err4 = {
          instancePath: instancePath + "/data",
          schemaPath: "#/properties/data/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.mimeType !== void 0) {
      if (typeof data.mimeType !== "string") {
        const err5 = {
          instancePath: instancePath + "/mimeType",
          schemaPath: "#/properties/mimeType/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate96.errors = vErrors;
  return errors === 0;
}
function validate97(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.name === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.input === void 0) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "input" },
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.type !== void 0) {
      if ("tool_use" !== data.type) {
        const err4 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "tool_use" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      if (typeof data.id !== "string") {
        const err5 = {
          instancePath: instancePath + "/id",
          schemaPath: "#/properties/id/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err6 = {
          instancePath: instancePath + "/name",
          schemaPath: "#/properties/name/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.input !== void 0) {
      if (
        !validate_JSONObject(data.input, {
          instancePath: instancePath + "/input",
          parentData: data,
          parentDataProperty: "input",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_JSONObject.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate97.errors = vErrors;
  return errors === 0;
}
function validate101(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.uri === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "uri" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.name === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== void 0) {
      if ("resource_link" !== data.type) {
        const err3 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "resource_link" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.uri !== void 0) {
      if (typeof data.uri !== "string") {
        const err4 = {
          instancePath: instancePath + "/uri",
          schemaPath: "#/properties/uri/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err5 = {
          instancePath: instancePath + "/name",
          schemaPath: "#/properties/name/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.title !== void 0) {
      if (typeof data.title !== "string") {
        const err6 = {
          instancePath: instancePath + "/title",
          schemaPath: "#/properties/title/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      if (typeof data.description !== "string") {
        const err7 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.mimeType !== void 0) {
      if (typeof data.mimeType !== "string") {
        const err8 = {
          instancePath: instancePath + "/mimeType",
          schemaPath: "#/properties/mimeType/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.size !== void 0) {
      let data6 = data.size;
      if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
        const err9 = {
          instancePath: instancePath + "/size",
          schemaPath: "#/properties/size/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate101.errors = vErrors;
  return errors === 0;
}
function validate103(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  let valid0 = false;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.text === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/anyOf/0/required",
        keyword: "required",
        params: { missingProperty: "text" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.text !== void 0) {
      if (typeof data.text !== "string") {
        const err1 = {
          instancePath: instancePath + "/text",
          schemaPath: "#/anyOf/0/properties/text/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.blob === void 0) {
        const err2 = {
          instancePath,
          schemaPath: "#/anyOf/1/required",
          keyword: "required",
          params: { missingProperty: "blob" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.blob !== void 0) {
        if (typeof data.blob !== "string") {
          const err3 = {
            instancePath: instancePath + "/blob",
            schemaPath: "#/anyOf/1/properties/blob/type",
            keyword: "type",
            params: { type: "string" },
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    }
    var _valid0 = _errs5 === errors;
    valid0 = valid0 || _valid0;
  }
  if (!valid0) {
    const err4 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {} };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.uri === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "uri" } };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.uri !== void 0) {
      if (typeof data.uri !== "string") {
        const err6 = {
          instancePath: instancePath + "/uri",
          schemaPath: "#/properties/uri/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.mimeType !== void 0) {
      if (typeof data.mimeType !== "string") {
        const err7 = {
          instancePath: instancePath + "/mimeType",
          schemaPath: "#/properties/mimeType/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate103.errors = vErrors;
  return errors === 0;
}
function validate102(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.resource === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "resource" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== void 0) {
      if ("resource" !== data.type) {
        const err2 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "resource" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.resource !== void 0) {
      if (
        !validate103(data.resource, {
          instancePath: instancePath + "/resource",
          parentData: data,
          parentDataProperty: "resource",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate103.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate102.errors = vErrors;
  return errors === 0;
}
function validate100(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    const tag0 = data.type;
    if (typeof tag0 == "string") {
      if (tag0 === "text") {
        if (!validate94(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate94.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "image") {
        if (!validate95(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate95.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "audio") {
        if (!validate96(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate96.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "resource_link") {
        if (!validate101(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate101.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "resource") {
        if (!validate102(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate102.errors);
          errors = vErrors.length;
        }
      } else {
        const err0 = {
          instancePath,
          schemaPath: "#/discriminator",
          keyword: "discriminator",
          params: { error: "mapping", tag: "type", tagValue: tag0 },
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    } else {
      const err1 = {
        instancePath,
        schemaPath: "#/discriminator",
        keyword: "discriminator",
        params: { error: "tag", tag: "type", tagValue: tag0 },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate100.errors = vErrors;
  return errors === 0;
}
function validate99(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.toolUseId === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "toolUseId" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.content === void 0) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "content" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== void 0) {
      if ("tool_result" !== data.type) {
        const err3 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "tool_result" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.toolUseId !== void 0) {
      if (typeof data.toolUseId !== "string") {
        const err4 = {
          instancePath: instancePath + "/toolUseId",
          schemaPath: "#/properties/toolUseId/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.content !== void 0) {
      let data2 = data.content;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate100(data2[i0], {
              instancePath: instancePath + "/content/" + i0,
              parentData: data2,
              parentDataProperty: i0,
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate100.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err5 = {
          instancePath: instancePath + "/content",
          schemaPath: "#/properties/content/type",
          keyword: "type",
          params: { type: "array" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.isError !== void 0) {
      if (typeof data.isError !== "boolean") {
        const err6 = {
          instancePath: instancePath + "/isError",
          schemaPath: "#/properties/isError/type",
          keyword: "type",
          params: { type: "boolean" },
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate99.errors = vErrors;
  return errors === 0;
}
function validate93(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    const tag0 = data.type;
    if (typeof tag0 == "string") {
      if (tag0 === "text") {
        if (!validate94(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate94.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "image") {
        if (!validate95(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate95.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "audio") {
        if (!validate96(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate96.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "tool_use") {
        if (!validate97(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate97.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "tool_result") {
        if (!validate99(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate99.errors);
          errors = vErrors.length;
        }
      } else {
        const err0 = {
          instancePath,
          schemaPath: "#/discriminator",
          keyword: "discriminator",
          params: { error: "mapping", tag: "type", tagValue: tag0 },
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    } else {
      const err1 = {
        instancePath,
        schemaPath: "#/discriminator",
        keyword: "discriminator",
        params: { error: "tag", tag: "type", tagValue: tag0 },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate93.errors = vErrors;
  return errors === 0;
}
function validate92(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!validate93(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate93.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const _errs2 = errors;
    if (Array.isArray(data)) {
      const len0 = data.length;
      for (let i0 = 0; i0 < len0; i0++) {
        if (
          !validate93(data[i0], {
            instancePath: instancePath + "/" + i0,
            parentData: data,
            parentDataProperty: i0,
            rootData,
          })
        ) {
          vErrors = appendErrors(vErrors, validate93.errors);
          errors = vErrors.length;
        }
      }
    } else {
      const err0 = { instancePath, schemaPath: "#/anyOf/1/type", keyword: "type", params: { type: "array" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    var _valid0 = _errs2 === errors;
    valid0 = valid0 || _valid0;
  }
  if (!valid0) {
    const err1 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {} };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate92.errors = vErrors;
  return errors === 0;
}
function validate88(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.role === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "role" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.content === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "content" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.role !== void 0) {
      if (
        !validate90(data.role, {
          instancePath: instancePath + "/role",
          parentData: data,
          parentDataProperty: "role",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate90.errors);
        errors = vErrors.length;
      }
    }
    if (data.content !== void 0) {
      if (
        !validate92(data.content, {
          instancePath: instancePath + "/content",
          parentData: data,
          parentDataProperty: "content",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate92.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate88.errors = vErrors;
  return errors === 0;
}
function validate121(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.hints !== void 0) {
      let data0 = data.hints;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.name !== void 0) {
              if (typeof data1.name !== "string") {
                const err0 = {
                  instancePath: instancePath + "/hints/" + i0 + "/name",
                  schemaPath: "#/properties/hints/items/properties/name/type",
                  keyword: "type",
                  params: { type: "string" },
                };
                if (vErrors === null) {
                  vErrors = [err0];
                } else {
                  vErrors.push(err0);
                }
                errors++;
              }
            }
          } else {
            const err1 = {
              instancePath: instancePath + "/hints/" + i0,
              schemaPath: "#/properties/hints/items/type",
              keyword: "type",
              params: { type: "object" },
            };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
      } else {
        const err2 = {
          instancePath: instancePath + "/hints",
          schemaPath: "#/properties/hints/type",
          keyword: "type",
          params: { type: "array" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.costPriority !== void 0) {
      let data3 = data.costPriority;
      if (typeof data3 == "number" && isFinite(data3)) {
        if (data3 > 1 || isNaN(data3)) {
          const err3 = {
            instancePath: instancePath + "/costPriority",
            schemaPath: "#/properties/costPriority/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 1 },
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err4 = {
            instancePath: instancePath + "/costPriority",
            schemaPath: "#/properties/costPriority/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + "/costPriority",
          schemaPath: "#/properties/costPriority/type",
          keyword: "type",
          params: { type: "number" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.speedPriority !== void 0) {
      let data4 = data.speedPriority;
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 > 1 || isNaN(data4)) {
          const err6 = {
            instancePath: instancePath + "/speedPriority",
            schemaPath: "#/properties/speedPriority/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 1 },
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data4 < 0 || isNaN(data4)) {
          const err7 = {
            instancePath: instancePath + "/speedPriority",
            schemaPath: "#/properties/speedPriority/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + "/speedPriority",
          schemaPath: "#/properties/speedPriority/type",
          keyword: "type",
          params: { type: "number" },
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.intelligencePriority !== void 0) {
      let data5 = data.intelligencePriority;
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 > 1 || isNaN(data5)) {
          const err9 = {
            instancePath: instancePath + "/intelligencePriority",
            schemaPath: "#/properties/intelligencePriority/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 1 },
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data5 < 0 || isNaN(data5)) {
          const err10 = {
            instancePath: instancePath + "/intelligencePriority",
            schemaPath: "#/properties/intelligencePriority/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = {
          instancePath: instancePath + "/intelligencePriority",
          schemaPath: "#/properties/intelligencePriority/type",
          keyword: "type",
          params: { type: "number" },
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate121.errors = vErrors;
  return errors === 0;
}
function validate123(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.inputSchema === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "inputSchema" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err2 = {
          instancePath: instancePath + "/name",
          schemaPath: "#/properties/name/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.title !== void 0) {
      if (typeof data.title !== "string") {
        const err3 = {
          instancePath: instancePath + "/title",
          schemaPath: "#/properties/title/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      if (typeof data.description !== "string") {
        const err4 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.inputSchema !== void 0) {
      let data3 = data.inputSchema;
      if (!(data3 && typeof data3 == "object" && !Array.isArray(data3))) {
        const err5 = {
          instancePath: instancePath + "/inputSchema",
          schemaPath: "#/properties/inputSchema/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate123.errors = vErrors;
  return errors === 0;
}
function validate86(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.messages === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "messages" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.maxTokens === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "maxTokens" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.messages !== void 0) {
      let data1 = data.messages;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate88(data1[i0], {
              instancePath: instancePath + "/messages/" + i0,
              parentData: data1,
              parentDataProperty: i0,
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate88.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err2 = {
          instancePath: instancePath + "/messages",
          schemaPath: "#/properties/messages/type",
          keyword: "type",
          params: { type: "array" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.maxTokens !== void 0) {
      let data3 = data.maxTokens;
      if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err3 = {
          instancePath: instancePath + "/maxTokens",
          schemaPath: "#/properties/maxTokens/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.systemPrompt !== void 0) {
      if (typeof data.systemPrompt !== "string") {
        const err4 = {
          instancePath: instancePath + "/systemPrompt",
          schemaPath: "#/properties/systemPrompt/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.includeContext !== void 0) {
      let data5 = data.includeContext;
      if (!(data5 === "none" || data5 === "thisServer" || data5 === "allServers")) {
        const err5 = {
          instancePath: instancePath + "/includeContext",
          schemaPath: "#/properties/includeContext/enum",
          keyword: "enum",
          params: { allowedValues: schema39.properties.includeContext.enum },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.temperature !== void 0) {
      let data6 = data.temperature;
      if (!(typeof data6 == "number" && isFinite(data6))) {
        const err6 = {
          instancePath: instancePath + "/temperature",
          schemaPath: "#/properties/temperature/type",
          keyword: "type",
          params: { type: "number" },
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.stopSequences !== void 0) {
      let data7 = data.stopSequences;
      if (Array.isArray(data7)) {
        const len1 = data7.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (typeof data7[i1] !== "string") {
            const err7 = {
              instancePath: instancePath + "/stopSequences/" + i1,
              schemaPath: "#/properties/stopSequences/items/type",
              keyword: "type",
              params: { type: "string" },
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + "/stopSequences",
          schemaPath: "#/properties/stopSequences/type",
          keyword: "type",
          params: { type: "array" },
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.metadata !== void 0) {
      if (
        !validate_JSONObject(data.metadata, {
          instancePath: instancePath + "/metadata",
          parentData: data,
          parentDataProperty: "metadata",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_JSONObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.modelPreferences !== void 0) {
      if (
        !validate121(data.modelPreferences, {
          instancePath: instancePath + "/modelPreferences",
          parentData: data,
          parentDataProperty: "modelPreferences",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate121.errors);
        errors = vErrors.length;
      }
    }
    if (data.tools !== void 0) {
      let data11 = data.tools;
      if (Array.isArray(data11)) {
        const len2 = data11.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (
            !validate123(data11[i2], {
              instancePath: instancePath + "/tools/" + i2,
              parentData: data11,
              parentDataProperty: i2,
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate123.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/tools",
          schemaPath: "#/properties/tools/type",
          keyword: "type",
          params: { type: "array" },
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.toolChoice !== void 0) {
      let data13 = data.toolChoice;
      if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
        if (data13.mode !== void 0) {
          let data14 = data13.mode;
          if (!(data14 === "auto" || data14 === "none" || data14 === "required")) {
            const err10 = {
              instancePath: instancePath + "/toolChoice/mode",
              schemaPath: "#/properties/toolChoice/properties/mode/enum",
              keyword: "enum",
              params: { allowedValues: schema39.properties.toolChoice.properties.mode.enum },
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = {
          instancePath: instancePath + "/toolChoice",
          schemaPath: "#/properties/toolChoice/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate86.errors = vErrors;
  return errors === 0;
}
function validate85(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.method === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "method" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.params === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "params" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.method !== void 0) {
      if ("sampling/createMessage" !== data.method) {
        const err2 = {
          instancePath: instancePath + "/method",
          schemaPath: "#/properties/method/const",
          keyword: "const",
          params: { allowedValue: "sampling/createMessage" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.params !== void 0) {
      if (
        !validate86(data.params, {
          instancePath: instancePath + "/params",
          parentData: data,
          parentDataProperty: "params",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate86.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate85.errors = vErrors;
  return errors === 0;
}
function validate126(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.method === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "method" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.method !== void 0) {
      if ("roots/list" !== data.method) {
        const err1 = {
          instancePath: instancePath + "/method",
          schemaPath: "#/properties/method/const",
          keyword: "const",
          params: { allowedValue: "roots/list" },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.params !== void 0) {
      if (
        !validate_JSONObject(data.params, {
          instancePath: instancePath + "/params",
          parentData: data,
          parentDataProperty: "params",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_JSONObject.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate126.errors = vErrors;
  return errors === 0;
}
function validate73(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    const tag0 = data.method;
    if (typeof tag0 == "string") {
      if (tag0 === "elicitation/create") {
        if (!validate74(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate74.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "sampling/createMessage") {
        if (!validate85(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate85.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "roots/list") {
        if (!validate126(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate126.errors);
          errors = vErrors.length;
        }
      } else {
        const err0 = {
          instancePath,
          schemaPath: "#/discriminator",
          keyword: "discriminator",
          params: { error: "mapping", tag: "method", tagValue: tag0 },
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    } else {
      const err1 = {
        instancePath,
        schemaPath: "#/discriminator",
        keyword: "discriminator",
        params: { error: "tag", tag: "method", tagValue: tag0 },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate73.errors = vErrors;
  return errors === 0;
}
function validate72(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (
        !validate73(data[key0], {
          instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
          parentData: data,
          parentDataProperty: key0,
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate73.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate72.errors = vErrors;
  return errors === 0;
}
function validate71(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (!validate72(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate72.errors);
    errors = vErrors.length;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (Object.keys(data).length < 1) {
      const err0 = { instancePath, schemaPath: "#/minProperties", keyword: "minProperties", params: { limit: 1 } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  } else {
    const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate71.errors = vErrors;
  return errors === 0;
}
function validate_Task(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.taskId === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "taskId" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.status === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "status" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.createdAt === void 0) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "createdAt" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.lastUpdatedAt === void 0) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "lastUpdatedAt" },
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.ttlMs === void 0) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "ttlMs" },
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.taskId !== void 0) {
      if (
        !validate_TaskId(data.taskId, {
          instancePath: instancePath + "/taskId",
          parentData: data,
          parentDataProperty: "taskId",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_TaskId.errors);
        errors = vErrors.length;
      }
    }
    if (data.status !== void 0) {
      if (
        !validate_TaskStatus(data.status, {
          instancePath: instancePath + "/status",
          parentData: data,
          parentDataProperty: "status",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_TaskStatus.errors);
        errors = vErrors.length;
      }
    }
    if (data.statusMessage !== void 0) {
      if (typeof data.statusMessage !== "string") {
        const err5 = {
          instancePath: instancePath + "/statusMessage",
          schemaPath: "#/properties/statusMessage/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.createdAt !== void 0) {
      if (
        !validate_Timestamp(data.createdAt, {
          instancePath: instancePath + "/createdAt",
          parentData: data,
          parentDataProperty: "createdAt",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_Timestamp.errors);
        errors = vErrors.length;
      }
    }
    if (data.lastUpdatedAt !== void 0) {
      if (
        !validate_Timestamp(data.lastUpdatedAt, {
          instancePath: instancePath + "/lastUpdatedAt",
          parentData: data,
          parentDataProperty: "lastUpdatedAt",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_Timestamp.errors);
        errors = vErrors.length;
      }
    }
    if (data.ttlMs !== void 0) {
      let data5 = data.ttlMs;
      if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)) && data5 !== null) {
        const err6 = {
          instancePath: instancePath + "/ttlMs",
          schemaPath: "#/properties/ttlMs/type",
          keyword: "type",
          params: { type: schema29.properties.ttlMs.type },
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 > 9007199254740991 || isNaN(data5)) {
          const err7 = {
            instancePath: instancePath + "/ttlMs",
            schemaPath: "#/properties/ttlMs/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 9007199254740991 },
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data5 < 0 || isNaN(data5)) {
          const err8 = {
            instancePath: instancePath + "/ttlMs",
            schemaPath: "#/properties/ttlMs/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
    if (data.pollIntervalMs !== void 0) {
      if (
        !validate_Milliseconds(data.pollIntervalMs, {
          instancePath: instancePath + "/pollIntervalMs",
          parentData: data,
          parentDataProperty: "pollIntervalMs",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_Milliseconds.errors);
        errors = vErrors.length;
      }
    }
    if (data.result !== void 0) {
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.status !== void 0) {
          if ("completed" !== data.status) {
            const err9 = {
              instancePath: instancePath + "/status",
              schemaPath: "#/dependentSchemas/result/properties/status/const",
              keyword: "const",
              params: { allowedValue: "completed" },
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.result !== void 0) {
          if (
            !validate_JSONObject(data.result, {
              instancePath: instancePath + "/result",
              parentData: data,
              parentDataProperty: "result",
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate_JSONObject.errors);
            errors = vErrors.length;
          }
        }
      }
    }
    if (data.error !== void 0) {
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.status !== void 0) {
          if ("failed" !== data.status) {
            const err10 = {
              instancePath: instancePath + "/status",
              schemaPath: "#/dependentSchemas/error/properties/status/const",
              keyword: "const",
              params: { allowedValue: "failed" },
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data.error !== void 0) {
          if (
            !validate_Error(data.error, {
              instancePath: instancePath + "/error",
              parentData: data,
              parentDataProperty: "error",
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate_Error.errors);
            errors = vErrors.length;
          }
        }
      }
    }
    if (data.inputRequests !== void 0) {
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.status !== void 0) {
          if ("input_required" !== data.status) {
            const err11 = {
              instancePath: instancePath + "/status",
              schemaPath: "#/dependentSchemas/inputRequests/properties/status/const",
              keyword: "const",
              params: { allowedValue: "input_required" },
            };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data.inputRequests !== void 0) {
          if (
            !validate71(data.inputRequests, {
              instancePath: instancePath + "/inputRequests",
              parentData: data,
              parentDataProperty: "inputRequests",
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate71.errors);
            errors = vErrors.length;
          }
        }
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate_Task.errors = vErrors;
  return errors === 0;
}
var NonEmptyInputRequests = validate_NonEmptyInputRequests;
function validate_NonEmptyInputRequests(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (!validate72(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate72.errors);
    errors = vErrors.length;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (Object.keys(data).length < 1) {
      const err0 = { instancePath, schemaPath: "#/minProperties", keyword: "minProperties", params: { limit: 1 } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  } else {
    const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate_NonEmptyInputRequests.errors = vErrors;
  return errors === 0;
}
var WorkingTask = validate_WorkingTask;
function validate_WorkingTask(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (!validate_Task(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate_Task.errors);
    errors = vErrors.length;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "status" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.status !== void 0) {
      if ("working" !== data.status) {
        const err1 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/properties/status/const",
          keyword: "const",
          params: { allowedValue: "working" },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate_WorkingTask.errors = vErrors;
  return errors === 0;
}
var InputRequiredTask = validate_InputRequiredTask;
function validate_InputRequiredTask(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (!validate_Task(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate_Task.errors);
    errors = vErrors.length;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "status" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.inputRequests === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "inputRequests" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.status !== void 0) {
      if ("input_required" !== data.status) {
        const err2 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/properties/status/const",
          keyword: "const",
          params: { allowedValue: "input_required" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.inputRequests !== void 0) {
      if (
        !validate71(data.inputRequests, {
          instancePath: instancePath + "/inputRequests",
          parentData: data,
          parentDataProperty: "inputRequests",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate71.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate_InputRequiredTask.errors = vErrors;
  return errors === 0;
}
var CompletedTask = validate_CompletedTask;
function validate_CompletedTask(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (!validate_Task(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate_Task.errors);
    errors = vErrors.length;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "status" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.result === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "result" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.status !== void 0) {
      if ("completed" !== data.status) {
        const err2 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/properties/status/const",
          keyword: "const",
          params: { allowedValue: "completed" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.result !== void 0) {
      if (
        !validate_JSONObject(data.result, {
          instancePath: instancePath + "/result",
          parentData: data,
          parentDataProperty: "result",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_JSONObject.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate_CompletedTask.errors = vErrors;
  return errors === 0;
}
var FailedTask = validate_FailedTask;
function validate_FailedTask(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (!validate_Task(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate_Task.errors);
    errors = vErrors.length;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "status" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.error === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "error" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.status !== void 0) {
      if ("failed" !== data.status) {
        const err2 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/properties/status/const",
          keyword: "const",
          params: { allowedValue: "failed" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.error !== void 0) {
      if (
        !validate_Error(data.error, {
          instancePath: instancePath + "/error",
          parentData: data,
          parentDataProperty: "error",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_Error.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate_FailedTask.errors = vErrors;
  return errors === 0;
}
var CancelledTask = validate_CancelledTask;
function validate_CancelledTask(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (!validate_Task(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate_Task.errors);
    errors = vErrors.length;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.status === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "status" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.status !== void 0) {
      if ("cancelled" !== data.status) {
        const err1 = {
          instancePath: instancePath + "/status",
          schemaPath: "#/properties/status/const",
          keyword: "const",
          params: { allowedValue: "cancelled" },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate_CancelledTask.errors = vErrors;
  return errors === 0;
}
var DetailedTask = validate_DetailedTask;
function validate_DetailedTask(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    const tag0 = data.status;
    if (typeof tag0 == "string") {
      if (tag0 === "working") {
        if (!validate_WorkingTask(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate_WorkingTask.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "input_required") {
        if (!validate_InputRequiredTask(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate_InputRequiredTask.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "completed") {
        if (!validate_CompletedTask(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate_CompletedTask.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "failed") {
        if (!validate_FailedTask(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate_FailedTask.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "cancelled") {
        if (!validate_CancelledTask(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate_CancelledTask.errors);
          errors = vErrors.length;
        }
      } else {
        const err0 = {
          instancePath,
          schemaPath: "#/discriminator",
          keyword: "discriminator",
          params: { error: "mapping", tag: "status", tagValue: tag0 },
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    } else {
      const err1 = {
        instancePath,
        schemaPath: "#/discriminator",
        keyword: "discriminator",
        params: { error: "tag", tag: "status", tagValue: tag0 },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate_DetailedTask.errors = vErrors;
  return errors === 0;
}
var CreateTaskResult = validate_CreateTaskResult;
function validate_CreateTaskResult(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (!validate_Task(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate_Task.errors);
    errors = vErrors.length;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.resultType === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "resultType" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.resultType !== void 0) {
      if ("task" !== data.resultType) {
        const err1 = {
          instancePath: instancePath + "/resultType",
          schemaPath: "#/properties/resultType/const",
          keyword: "const",
          params: { allowedValue: "task" },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.result !== void 0) {
      if (
        !validate_JSONObject(data.result, {
          instancePath: instancePath + "/result",
          parentData: data,
          parentDataProperty: "result",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_JSONObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.error !== void 0) {
      if (
        !validate_Error(data.error, {
          instancePath: instancePath + "/error",
          parentData: data,
          parentDataProperty: "error",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_Error.errors);
        errors = vErrors.length;
      }
    }
    if (data.inputRequests !== void 0) {
      if (
        !validate71(data.inputRequests, {
          instancePath: instancePath + "/inputRequests",
          parentData: data,
          parentDataProperty: "inputRequests",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate71.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate_CreateTaskResult.errors = vErrors;
  return errors === 0;
}
var GetTaskResult = validate_GetTaskResult;
function validate_GetTaskResult(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (!validate_DetailedTask(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate_DetailedTask.errors);
    errors = vErrors.length;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.resultType === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "resultType" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.resultType !== void 0) {
      if ("complete" !== data.resultType) {
        const err1 = {
          instancePath: instancePath + "/resultType",
          schemaPath: "#/properties/resultType/const",
          keyword: "const",
          params: { allowedValue: "complete" },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate_GetTaskResult.errors = vErrors;
  return errors === 0;
}
var UpdateTaskResult = validate_UpdateTaskResult;
function validate_UpdateTaskResult(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.resultType === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "resultType" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.resultType !== void 0) {
      if ("complete" !== data.resultType) {
        const err1 = {
          instancePath: instancePath + "/resultType",
          schemaPath: "#/properties/resultType/const",
          keyword: "const",
          params: { allowedValue: "complete" },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.taskId !== void 0) {
      const err2 = {
        instancePath: instancePath + "/taskId",
        schemaPath: "#/properties/taskId/false schema",
        keyword: "false schema",
        params: {},
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.status !== void 0) {
      const err3 = {
        instancePath: instancePath + "/status",
        schemaPath: "#/properties/status/false schema",
        keyword: "false schema",
        params: {},
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.result !== void 0) {
      const err4 = {
        instancePath: instancePath + "/result",
        schemaPath: "#/properties/result/false schema",
        keyword: "false schema",
        params: {},
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.error !== void 0) {
      const err5 = {
        instancePath: instancePath + "/error",
        schemaPath: "#/properties/error/false schema",
        keyword: "false schema",
        params: {},
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.inputRequests !== void 0) {
      const err6 = {
        instancePath: instancePath + "/inputRequests",
        schemaPath: "#/properties/inputRequests/false schema",
        keyword: "false schema",
        params: {},
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
  } else {
    const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate_UpdateTaskResult.errors = vErrors;
  return errors === 0;
}
var CancelTaskResult = validate_CancelTaskResult;
function validate_CancelTaskResult(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.resultType === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "resultType" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.resultType !== void 0) {
      if ("complete" !== data.resultType) {
        const err1 = {
          instancePath: instancePath + "/resultType",
          schemaPath: "#/properties/resultType/const",
          keyword: "const",
          params: { allowedValue: "complete" },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.taskId !== void 0) {
      const err2 = {
        instancePath: instancePath + "/taskId",
        schemaPath: "#/properties/taskId/false schema",
        keyword: "false schema",
        params: {},
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.status !== void 0) {
      const err3 = {
        instancePath: instancePath + "/status",
        schemaPath: "#/properties/status/false schema",
        keyword: "false schema",
        params: {},
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.result !== void 0) {
      const err4 = {
        instancePath: instancePath + "/result",
        schemaPath: "#/properties/result/false schema",
        keyword: "false schema",
        params: {},
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.error !== void 0) {
      const err5 = {
        instancePath: instancePath + "/error",
        schemaPath: "#/properties/error/false schema",
        keyword: "false schema",
        params: {},
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.inputRequests !== void 0) {
      const err6 = {
        instancePath: instancePath + "/inputRequests",
        schemaPath: "#/properties/inputRequests/false schema",
        keyword: "false schema",
        params: {},
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
  } else {
    const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate_CancelTaskResult.errors = vErrors;
  return errors === 0;
}
var TasksExtensionCapability = validate_TasksExtensionCapability;
function validate_TasksExtensionCapability(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
  } else {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate_TasksExtensionCapability.errors = vErrors;
  return errors === 0;
}
var ExtensionsCapability = validate_ExtensionsCapability;
function validate_ExtensionsCapability(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "io.modelcontextprotocol/tasks")) {
        if (
          !validate_JSONObject(data[key0], {
            instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
            parentData: data,
            parentDataProperty: key0,
            rootData,
          })
        ) {
          vErrors = appendErrors(vErrors, validate_JSONObject.errors);
          errors = vErrors.length;
        }
      }
    }
    if (data["io.modelcontextprotocol/tasks"] !== void 0) {
      if (
        !validate_TasksExtensionCapability(data["io.modelcontextprotocol/tasks"], {
          instancePath: instancePath + "/io.modelcontextprotocol~1tasks",
          parentData: data,
          parentDataProperty: "io.modelcontextprotocol/tasks",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_TasksExtensionCapability.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate_ExtensionsCapability.errors = vErrors;
  return errors === 0;
}
var ClientCapabilities = validate_ClientCapabilities;
function validate_ClientCapabilities(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.extensions !== void 0) {
      if (
        !validate_ExtensionsCapability(data.extensions, {
          instancePath: instancePath + "/extensions",
          parentData: data,
          parentDataProperty: "extensions",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_ExtensionsCapability.errors);
        errors = vErrors.length;
      }
    }
    if (data.elicitation !== void 0) {
      let data1 = data.elicitation;
      if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.form !== void 0) {
          if (
            !validate_JSONObject(data1.form, {
              instancePath: instancePath + "/elicitation/form",
              parentData: data1,
              parentDataProperty: "form",
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate_JSONObject.errors);
            errors = vErrors.length;
          }
        }
        if (data1.url !== void 0) {
          if (
            !validate_JSONObject(data1.url, {
              instancePath: instancePath + "/elicitation/url",
              parentData: data1,
              parentDataProperty: "url",
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate_JSONObject.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err0 = {
          instancePath: instancePath + "/elicitation",
          schemaPath: "#/properties/elicitation/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.sampling !== void 0) {
      let data4 = data.sampling;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        if (data4.context !== void 0) {
          if (
            !validate_JSONObject(data4.context, {
              instancePath: instancePath + "/sampling/context",
              parentData: data4,
              parentDataProperty: "context",
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate_JSONObject.errors);
            errors = vErrors.length;
          }
        }
        if (data4.tools !== void 0) {
          if (
            !validate_JSONObject(data4.tools, {
              instancePath: instancePath + "/sampling/tools",
              parentData: data4,
              parentDataProperty: "tools",
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate_JSONObject.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err1 = {
          instancePath: instancePath + "/sampling",
          schemaPath: "#/properties/sampling/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.roots !== void 0) {
      let data7 = data.roots;
      if (!(data7 && typeof data7 == "object" && !Array.isArray(data7))) {
        const err2 = {
          instancePath: instancePath + "/roots",
          schemaPath: "#/properties/roots/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate_ClientCapabilities.errors = vErrors;
  return errors === 0;
}
var ServerCapabilities = validate_ServerCapabilities;
function validate_ServerCapabilities(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.extensions !== void 0) {
      if (
        !validate_ExtensionsCapability(data.extensions, {
          instancePath: instancePath + "/extensions",
          parentData: data,
          parentDataProperty: "extensions",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_ExtensionsCapability.errors);
        errors = vErrors.length;
      }
    }
    if (data.tasks !== void 0) {
      const err0 = {
        instancePath: instancePath + "/tasks",
        schemaPath: "#/properties/tasks/false schema",
        keyword: "false schema",
        params: {},
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  } else {
    const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate_ServerCapabilities.errors = vErrors;
  return errors === 0;
}
var Implementation = validate_Implementation;
function validate_Implementation(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.version === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "version" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err2 = {
          instancePath: instancePath + "/name",
          schemaPath: "#/properties/name/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.version !== void 0) {
      if (typeof data.version !== "string") {
        const err3 = {
          instancePath: instancePath + "/version",
          schemaPath: "#/properties/version/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.title !== void 0) {
      if (typeof data.title !== "string") {
        const err4 = {
          instancePath: instancePath + "/title",
          schemaPath: "#/properties/title/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate_Implementation.errors = vErrors;
  return errors === 0;
}
var RequestMeta = validate_RequestMeta;
var schema72 = {
  description:
    "The `_meta` of a request. On the stateless wire it carries the protocol version, client info and per-request client capabilities.",
  type: "object",
  properties: {
    "io.modelcontextprotocol/protocolVersion": { type: "string" },
    "io.modelcontextprotocol/clientInfo": { $ref: "#/$defs/Implementation" },
    "io.modelcontextprotocol/clientCapabilities": { $ref: "#/$defs/ClientCapabilities" },
    "io.modelcontextprotocol/logLevel": {
      enum: ["debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"],
    },
    progressToken: { type: ["string", "integer"] },
  },
};
function validate_RequestMeta(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data["io.modelcontextprotocol/protocolVersion"] !== void 0) {
      if (typeof data["io.modelcontextprotocol/protocolVersion"] !== "string") {
        const err0 = {
          instancePath: instancePath + "/io.modelcontextprotocol~1protocolVersion",
          schemaPath: "#/properties/io.modelcontextprotocol~1protocolVersion/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data["io.modelcontextprotocol/clientInfo"] !== void 0) {
      if (
        !validate_Implementation(data["io.modelcontextprotocol/clientInfo"], {
          instancePath: instancePath + "/io.modelcontextprotocol~1clientInfo",
          parentData: data,
          parentDataProperty: "io.modelcontextprotocol/clientInfo",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_Implementation.errors);
        errors = vErrors.length;
      }
    }
    if (data["io.modelcontextprotocol/clientCapabilities"] !== void 0) {
      if (
        !validate_ClientCapabilities(data["io.modelcontextprotocol/clientCapabilities"], {
          instancePath: instancePath + "/io.modelcontextprotocol~1clientCapabilities",
          parentData: data,
          parentDataProperty: "io.modelcontextprotocol/clientCapabilities",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_ClientCapabilities.errors);
        errors = vErrors.length;
      }
    }
    if (data["io.modelcontextprotocol/logLevel"] !== void 0) {
      let data3 = data["io.modelcontextprotocol/logLevel"];
      if (
        !(
          data3 === "debug" ||
          data3 === "info" ||
          data3 === "notice" ||
          data3 === "warning" ||
          data3 === "error" ||
          data3 === "critical" ||
          data3 === "alert" ||
          data3 === "emergency"
        )
      ) {
        const err1 = {
          instancePath: instancePath + "/io.modelcontextprotocol~1logLevel",
          schemaPath: "#/properties/io.modelcontextprotocol~1logLevel/enum",
          keyword: "enum",
          params: { allowedValues: schema72.properties["io.modelcontextprotocol/logLevel"].enum },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.progressToken !== void 0) {
      let data4 = data.progressToken;
      if (
        typeof data4 !== "string" &&
        !(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4))
      ) {
        const err2 = {
          instancePath: instancePath + "/progressToken",
          schemaPath: "#/properties/progressToken/type",
          keyword: "type",
          params: { type: schema72.properties.progressToken.type },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate_RequestMeta.errors = vErrors;
  return errors === 0;
}
var TaskRequestParams = validate_TaskRequestParams;
function validate_TaskRequestParams(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.taskId === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "taskId" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_RequestMeta(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_RequestMeta.errors);
        errors = vErrors.length;
      }
    }
    if (data.taskId !== void 0) {
      if (
        !validate_TaskId(data.taskId, {
          instancePath: instancePath + "/taskId",
          parentData: data,
          parentDataProperty: "taskId",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_TaskId.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate_TaskRequestParams.errors = vErrors;
  return errors === 0;
}
var GetTaskRequest = validate_GetTaskRequest;
function validate_GetTaskRequest(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.jsonrpc === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "jsonrpc" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.method === void 0) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "method" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.params === void 0) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "params" },
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.jsonrpc !== void 0) {
      if ("2.0" !== data.jsonrpc) {
        const err4 = {
          instancePath: instancePath + "/jsonrpc",
          schemaPath: "#/properties/jsonrpc/const",
          keyword: "const",
          params: { allowedValue: "2.0" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      if (
        !validate_RequestId(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_RequestId.errors);
        errors = vErrors.length;
      }
    }
    if (data.method !== void 0) {
      if ("tasks/get" !== data.method) {
        const err5 = {
          instancePath: instancePath + "/method",
          schemaPath: "#/properties/method/const",
          keyword: "const",
          params: { allowedValue: "tasks/get" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.params !== void 0) {
      if (
        !validate_TaskRequestParams(data.params, {
          instancePath: instancePath + "/params",
          parentData: data,
          parentDataProperty: "params",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_TaskRequestParams.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate_GetTaskRequest.errors = vErrors;
  return errors === 0;
}
var UpdateTaskRequestParams = validate_UpdateTaskRequestParams;
var schema78 = {
  description: "The client's answer to an elicitation: accept (with content), decline or cancel.",
  type: "object",
  required: ["action"],
  properties: {
    _meta: { $ref: "#/$defs/MetaObject" },
    action: { enum: ["accept", "decline", "cancel"] },
    content: {
      type: "object",
      additionalProperties: {
        anyOf: [{ type: ["string", "number", "boolean"] }, { type: "array", items: { type: "string" } }],
      },
    },
  },
};
function validate195(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.action === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "action" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.action !== void 0) {
      let data1 = data.action;
      if (!(data1 === "accept" || data1 === "decline" || data1 === "cancel")) {
        const err1 = {
          instancePath: instancePath + "/action",
          schemaPath: "#/properties/action/enum",
          keyword: "enum",
          params: { allowedValues: schema78.properties.action.enum },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.content !== void 0) {
      let data2 = data.content;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        for (const key0 in data2) {
          let data3 = data2[key0];
          const _errs7 = errors;
          let valid2 = false;
          const _errs8 = errors;
          if (
            typeof data3 !== "string" &&
            !(typeof data3 == "number" && isFinite(data3)) &&
            typeof data3 !== "boolean"
          ) {
            const err2 = {
              instancePath: instancePath + "/content/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
              schemaPath: "#/properties/content/additionalProperties/anyOf/0/type",
              keyword: "type",
              params: { type: schema78.properties.content.additionalProperties.anyOf[0].type },
            };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
          var _valid0 = _errs8 === errors;
          valid2 = valid2 || _valid0;
          if (!valid2) {
            const _errs10 = errors;
            if (Array.isArray(data3)) {
              const len0 = data3.length;
              for (let i0 = 0; i0 < len0; i0++) {
                if (typeof data3[i0] !== "string") {
                  const err3 = {
                    instancePath: instancePath + "/content/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0,
                    schemaPath: "#/properties/content/additionalProperties/anyOf/1/items/type",
                    keyword: "type",
                    params: { type: "string" },
                  };
                  if (vErrors === null) {
                    vErrors = [err3];
                  } else {
                    vErrors.push(err3);
                  }
                  errors++;
                }
              }
            } else {
              const err4 = {
                instancePath: instancePath + "/content/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
                schemaPath: "#/properties/content/additionalProperties/anyOf/1/type",
                keyword: "type",
                params: { type: "array" },
              };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            var _valid0 = _errs10 === errors;
            valid2 = valid2 || _valid0;
          }
          if (!valid2) {
            const err5 = {
              instancePath: instancePath + "/content/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
              schemaPath: "#/properties/content/additionalProperties/anyOf",
              keyword: "anyOf",
              params: {},
            };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          } else {
            errors = _errs7;
            if (vErrors !== null) {
              if (_errs7) {
                vErrors.length = _errs7;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/content",
          schemaPath: "#/properties/content/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate195.errors = vErrors;
  return errors === 0;
}
function validate198(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.role === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "role" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.content === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "content" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.model === void 0) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "model" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.role !== void 0) {
      if (
        !validate90(data.role, {
          instancePath: instancePath + "/role",
          parentData: data,
          parentDataProperty: "role",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate90.errors);
        errors = vErrors.length;
      }
    }
    if (data.content !== void 0) {
      if (
        !validate92(data.content, {
          instancePath: instancePath + "/content",
          parentData: data,
          parentDataProperty: "content",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate92.errors);
        errors = vErrors.length;
      }
    }
    if (data.model !== void 0) {
      if (typeof data.model !== "string") {
        const err3 = {
          instancePath: instancePath + "/model",
          schemaPath: "#/properties/model/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.stopReason !== void 0) {
      if (typeof data.stopReason !== "string") {
        const err4 = {
          instancePath: instancePath + "/stopReason",
          schemaPath: "#/properties/stopReason/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate198.errors = vErrors;
  return errors === 0;
}
function validate203(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.roots === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "roots" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.roots !== void 0) {
      let data1 = data.roots;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            if (data2.uri === void 0) {
              const err1 = {
                instancePath: instancePath + "/roots/" + i0,
                schemaPath: "#/properties/roots/items/required",
                keyword: "required",
                params: { missingProperty: "uri" },
              };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            if (data2.uri !== void 0) {
              if (typeof data2.uri !== "string") {
                const err2 = {
                  instancePath: instancePath + "/roots/" + i0 + "/uri",
                  schemaPath: "#/properties/roots/items/properties/uri/type",
                  keyword: "type",
                  params: { type: "string" },
                };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
              }
            }
            if (data2.name !== void 0) {
              if (typeof data2.name !== "string") {
                const err3 = {
                  instancePath: instancePath + "/roots/" + i0 + "/name",
                  schemaPath: "#/properties/roots/items/properties/name/type",
                  keyword: "type",
                  params: { type: "string" },
                };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
              }
            }
          } else {
            const err4 = {
              instancePath: instancePath + "/roots/" + i0,
              schemaPath: "#/properties/roots/items/type",
              keyword: "type",
              params: { type: "object" },
            };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
      } else {
        const err5 = {
          instancePath: instancePath + "/roots",
          schemaPath: "#/properties/roots/type",
          keyword: "type",
          params: { type: "array" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate203.errors = vErrors;
  return errors === 0;
}
function validate194(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!validate195(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate195.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const _errs2 = errors;
    if (!validate198(data, { instancePath, parentData, parentDataProperty, rootData })) {
      vErrors = appendErrors(vErrors, validate198.errors);
      errors = vErrors.length;
    }
    var _valid0 = _errs2 === errors;
    valid0 = valid0 || _valid0;
    if (!valid0) {
      const _errs3 = errors;
      if (!validate203(data, { instancePath, parentData, parentDataProperty, rootData })) {
        vErrors = appendErrors(vErrors, validate203.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs3 === errors;
      valid0 = valid0 || _valid0;
    }
  }
  if (!valid0) {
    const err0 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {} };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate194.errors = vErrors;
  return errors === 0;
}
function validate193(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (
        !validate194(data[key0], {
          instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
          parentData: data,
          parentDataProperty: key0,
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate194.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate193.errors = vErrors;
  return errors === 0;
}
function validate_UpdateTaskRequestParams(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.taskId === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "taskId" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.inputResponses === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "inputResponses" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_RequestMeta(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_RequestMeta.errors);
        errors = vErrors.length;
      }
    }
    if (data.taskId !== void 0) {
      if (
        !validate_TaskId(data.taskId, {
          instancePath: instancePath + "/taskId",
          parentData: data,
          parentDataProperty: "taskId",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_TaskId.errors);
        errors = vErrors.length;
      }
    }
    if (data.inputResponses !== void 0) {
      if (
        !validate193(data.inputResponses, {
          instancePath: instancePath + "/inputResponses",
          parentData: data,
          parentDataProperty: "inputResponses",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate193.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate_UpdateTaskRequestParams.errors = vErrors;
  return errors === 0;
}
var UpdateTaskRequest = validate_UpdateTaskRequest;
function validate_UpdateTaskRequest(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.jsonrpc === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "jsonrpc" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.method === void 0) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "method" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.params === void 0) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "params" },
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.jsonrpc !== void 0) {
      if ("2.0" !== data.jsonrpc) {
        const err4 = {
          instancePath: instancePath + "/jsonrpc",
          schemaPath: "#/properties/jsonrpc/const",
          keyword: "const",
          params: { allowedValue: "2.0" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      if (
        !validate_RequestId(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_RequestId.errors);
        errors = vErrors.length;
      }
    }
    if (data.method !== void 0) {
      if ("tasks/update" !== data.method) {
        const err5 = {
          instancePath: instancePath + "/method",
          schemaPath: "#/properties/method/const",
          keyword: "const",
          params: { allowedValue: "tasks/update" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.params !== void 0) {
      if (
        !validate_UpdateTaskRequestParams(data.params, {
          instancePath: instancePath + "/params",
          parentData: data,
          parentDataProperty: "params",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_UpdateTaskRequestParams.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate_UpdateTaskRequest.errors = vErrors;
  return errors === 0;
}
var CancelTaskRequest = validate_CancelTaskRequest;
function validate_CancelTaskRequest(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.jsonrpc === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "jsonrpc" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.method === void 0) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "method" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.params === void 0) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "params" },
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.jsonrpc !== void 0) {
      if ("2.0" !== data.jsonrpc) {
        const err4 = {
          instancePath: instancePath + "/jsonrpc",
          schemaPath: "#/properties/jsonrpc/const",
          keyword: "const",
          params: { allowedValue: "2.0" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      if (
        !validate_RequestId(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_RequestId.errors);
        errors = vErrors.length;
      }
    }
    if (data.method !== void 0) {
      if ("tasks/cancel" !== data.method) {
        const err5 = {
          instancePath: instancePath + "/method",
          schemaPath: "#/properties/method/const",
          keyword: "const",
          params: { allowedValue: "tasks/cancel" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.params !== void 0) {
      if (
        !validate_TaskRequestParams(data.params, {
          instancePath: instancePath + "/params",
          parentData: data,
          parentDataProperty: "params",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_TaskRequestParams.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate_CancelTaskRequest.errors = vErrors;
  return errors === 0;
}
var TaskStatusNotificationParams = validate_TaskStatusNotificationParams;
function validate_TaskStatusNotificationParams(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (!validate_DetailedTask(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate_DetailedTask.errors);
    errors = vErrors.length;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate_TaskStatusNotificationParams.errors = vErrors;
  return errors === 0;
}
var TaskStatusNotification = validate_TaskStatusNotification;
function validate_TaskStatusNotification(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.jsonrpc === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "jsonrpc" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.method === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "method" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.params === void 0) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "params" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.jsonrpc !== void 0) {
      if ("2.0" !== data.jsonrpc) {
        const err3 = {
          instancePath: instancePath + "/jsonrpc",
          schemaPath: "#/properties/jsonrpc/const",
          keyword: "const",
          params: { allowedValue: "2.0" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.method !== void 0) {
      if ("notifications/tasks" !== data.method) {
        const err4 = {
          instancePath: instancePath + "/method",
          schemaPath: "#/properties/method/const",
          keyword: "const",
          params: { allowedValue: "notifications/tasks" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.params !== void 0) {
      if (
        !validate_TaskStatusNotificationParams(data.params, {
          instancePath: instancePath + "/params",
          parentData: data,
          parentDataProperty: "params",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_TaskStatusNotificationParams.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate_TaskStatusNotification.errors = vErrors;
  return errors === 0;
}
var TaskSubscriptionFilter = validate_TaskSubscriptionFilter;
function validate_TaskSubscriptionFilter(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.taskIds !== void 0) {
      let data0 = data.taskIds;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate_TaskId(data0[i0], {
              instancePath: instancePath + "/taskIds/" + i0,
              parentData: data0,
              parentDataProperty: i0,
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate_TaskId.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err0 = {
          instancePath: instancePath + "/taskIds",
          schemaPath: "#/properties/taskIds/type",
          keyword: "type",
          params: { type: "array" },
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
  } else {
    const err1 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate_TaskSubscriptionFilter.errors = vErrors;
  return errors === 0;
}
var SubscriptionsListenRequest = validate_SubscriptionsListenRequest;
function validate_SubscriptionsListenRequest(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.jsonrpc === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "jsonrpc" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.method === void 0) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "method" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.params === void 0) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "params" },
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.jsonrpc !== void 0) {
      if ("2.0" !== data.jsonrpc) {
        const err4 = {
          instancePath: instancePath + "/jsonrpc",
          schemaPath: "#/properties/jsonrpc/const",
          keyword: "const",
          params: { allowedValue: "2.0" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      if (
        !validate_RequestId(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_RequestId.errors);
        errors = vErrors.length;
      }
    }
    if (data.method !== void 0) {
      if ("subscriptions/listen" !== data.method) {
        const err5 = {
          instancePath: instancePath + "/method",
          schemaPath: "#/properties/method/const",
          keyword: "const",
          params: { allowedValue: "subscriptions/listen" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.params !== void 0) {
      let data3 = data.params;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.notifications === void 0) {
          const err6 = {
            instancePath: instancePath + "/params",
            schemaPath: "#/properties/params/required",
            keyword: "required",
            params: { missingProperty: "notifications" },
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data3._meta !== void 0) {
          if (
            !validate_RequestMeta(data3._meta, {
              instancePath: instancePath + "/params/_meta",
              parentData: data3,
              parentDataProperty: "_meta",
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate_RequestMeta.errors);
            errors = vErrors.length;
          }
        }
        if (data3.notifications !== void 0) {
          if (
            !validate_TaskSubscriptionFilter(data3.notifications, {
              instancePath: instancePath + "/params/notifications",
              parentData: data3,
              parentDataProperty: "notifications",
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate_TaskSubscriptionFilter.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err7 = {
          instancePath: instancePath + "/params",
          schemaPath: "#/properties/params/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate_SubscriptionsListenRequest.errors = vErrors;
  return errors === 0;
}
var SubscriptionsAcknowledgedNotification = validate_SubscriptionsAcknowledgedNotification;
function validate_SubscriptionsAcknowledgedNotification(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.jsonrpc === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "jsonrpc" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.method === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "method" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.params === void 0) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "params" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.jsonrpc !== void 0) {
      if ("2.0" !== data.jsonrpc) {
        const err3 = {
          instancePath: instancePath + "/jsonrpc",
          schemaPath: "#/properties/jsonrpc/const",
          keyword: "const",
          params: { allowedValue: "2.0" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.method !== void 0) {
      if ("notifications/subscriptions/acknowledged" !== data.method) {
        const err4 = {
          instancePath: instancePath + "/method",
          schemaPath: "#/properties/method/const",
          keyword: "const",
          params: { allowedValue: "notifications/subscriptions/acknowledged" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.params !== void 0) {
      let data2 = data.params;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        if (data2.notifications === void 0) {
          const err5 = {
            instancePath: instancePath + "/params",
            schemaPath: "#/properties/params/required",
            keyword: "required",
            params: { missingProperty: "notifications" },
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2._meta !== void 0) {
          if (
            !validate_MetaObject(data2._meta, {
              instancePath: instancePath + "/params/_meta",
              parentData: data2,
              parentDataProperty: "_meta",
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate_MetaObject.errors);
            errors = vErrors.length;
          }
        }
        if (data2.notifications !== void 0) {
          if (
            !validate_TaskSubscriptionFilter(data2.notifications, {
              instancePath: instancePath + "/params/notifications",
              parentData: data2,
              parentDataProperty: "notifications",
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate_TaskSubscriptionFilter.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/params",
          schemaPath: "#/properties/params/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate_SubscriptionsAcknowledgedNotification.errors = vErrors;
  return errors === 0;
}
var InputRequest = validate_InputRequest;
function validate_InputRequest(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    const tag0 = data.method;
    if (typeof tag0 == "string") {
      if (tag0 === "elicitation/create") {
        if (!validate74(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate74.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "sampling/createMessage") {
        if (!validate85(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate85.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "roots/list") {
        if (!validate126(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate126.errors);
          errors = vErrors.length;
        }
      } else {
        const err0 = {
          instancePath,
          schemaPath: "#/discriminator",
          keyword: "discriminator",
          params: { error: "mapping", tag: "method", tagValue: tag0 },
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    } else {
      const err1 = {
        instancePath,
        schemaPath: "#/discriminator",
        keyword: "discriminator",
        params: { error: "tag", tag: "method", tagValue: tag0 },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate_InputRequest.errors = vErrors;
  return errors === 0;
}
var InputRequests = validate_InputRequests;
function validate_InputRequests(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (
        !validate73(data[key0], {
          instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
          parentData: data,
          parentDataProperty: key0,
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate73.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate_InputRequests.errors = vErrors;
  return errors === 0;
}
var InputResponse = validate_InputResponse;
function validate_InputResponse(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!validate195(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate195.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const _errs2 = errors;
    if (!validate198(data, { instancePath, parentData, parentDataProperty, rootData })) {
      vErrors = appendErrors(vErrors, validate198.errors);
      errors = vErrors.length;
    }
    var _valid0 = _errs2 === errors;
    valid0 = valid0 || _valid0;
    if (!valid0) {
      const _errs3 = errors;
      if (!validate203(data, { instancePath, parentData, parentDataProperty, rootData })) {
        vErrors = appendErrors(vErrors, validate203.errors);
        errors = vErrors.length;
      }
      var _valid0 = _errs3 === errors;
      valid0 = valid0 || _valid0;
    }
  }
  if (!valid0) {
    const err0 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {} };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate_InputResponse.errors = vErrors;
  return errors === 0;
}
var InputResponses = validate_InputResponses;
function validate_InputResponses(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (
        !validate194(data[key0], {
          instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
          parentData: data,
          parentDataProperty: key0,
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate194.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err0 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate_InputResponses.errors = vErrors;
  return errors === 0;
}
var ElicitRequest = validate_ElicitRequest;
function validate_ElicitRequest(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.method === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "method" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.params === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "params" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.method !== void 0) {
      if ("elicitation/create" !== data.method) {
        const err2 = {
          instancePath: instancePath + "/method",
          schemaPath: "#/properties/method/const",
          keyword: "const",
          params: { allowedValue: "elicitation/create" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.params !== void 0) {
      if (
        !validate75(data.params, {
          instancePath: instancePath + "/params",
          parentData: data,
          parentDataProperty: "params",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate75.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate_ElicitRequest.errors = vErrors;
  return errors === 0;
}
var ElicitRequestParams = validate_ElicitRequestParams;
function validate_ElicitRequestParams(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  let valid0 = false;
  let passing0 = null;
  const _errs1 = errors;
  if (!validate76(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate76.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  if (_valid0) {
    valid0 = true;
    passing0 = 0;
  }
  const _errs2 = errors;
  if (!validate81(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate81.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs2 === errors;
  if (_valid0 && valid0) {
    valid0 = false;
    passing0 = [passing0, 1];
  } else {
    if (_valid0) {
      valid0 = true;
      passing0 = 1;
    }
  }
  if (!valid0) {
    const err0 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate_ElicitRequestParams.errors = vErrors;
  return errors === 0;
}
var ElicitRequestFormParams = validate_ElicitRequestFormParams;
function validate_ElicitRequestFormParams(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.message === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "message" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.requestedSchema === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "requestedSchema" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.mode !== void 0) {
      if ("form" !== data.mode) {
        const err2 = {
          instancePath: instancePath + "/mode",
          schemaPath: "#/properties/mode/const",
          keyword: "const",
          params: { allowedValue: "form" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      if (typeof data.message !== "string") {
        const err3 = {
          instancePath: instancePath + "/message",
          schemaPath: "#/properties/message/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.requestedSchema !== void 0) {
      let data3 = data.requestedSchema;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.type === void 0) {
          const err4 = {
            instancePath: instancePath + "/requestedSchema",
            schemaPath: "#/properties/requestedSchema/required",
            keyword: "required",
            params: { missingProperty: "type" },
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data3.properties === void 0) {
          const err5 = {
            instancePath: instancePath + "/requestedSchema",
            schemaPath: "#/properties/requestedSchema/required",
            keyword: "required",
            params: { missingProperty: "properties" },
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data3.$schema !== void 0) {
          if (typeof data3.$schema !== "string") {
            const err6 = {
              instancePath: instancePath + "/requestedSchema/$schema",
              schemaPath: "#/properties/requestedSchema/properties/%24schema/type",
              keyword: "type",
              params: { type: "string" },
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data3.type !== void 0) {
          if ("object" !== data3.type) {
            const err7 = {
              instancePath: instancePath + "/requestedSchema/type",
              schemaPath: "#/properties/requestedSchema/properties/type/const",
              keyword: "const",
              params: { allowedValue: "object" },
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data3.properties !== void 0) {
          let data6 = data3.properties;
          if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
            for (const key0 in data6) {
              if (
                !validate78(data6[key0], {
                  instancePath:
                    instancePath + "/requestedSchema/properties/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
                  parentData: data6,
                  parentDataProperty: key0,
                  rootData,
                })
              ) {
                vErrors = appendErrors(vErrors, validate78.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err8 = {
              instancePath: instancePath + "/requestedSchema/properties",
              schemaPath: "#/properties/requestedSchema/properties/properties/type",
              keyword: "type",
              params: { type: "object" },
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data3.required !== void 0) {
          let data8 = data3.required;
          if (Array.isArray(data8)) {
            const len0 = data8.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data8[i0] !== "string") {
                const err9 = {
                  instancePath: instancePath + "/requestedSchema/required/" + i0,
                  schemaPath: "#/properties/requestedSchema/properties/required/items/type",
                  keyword: "type",
                  params: { type: "string" },
                };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
          } else {
            const err10 = {
              instancePath: instancePath + "/requestedSchema/required",
              schemaPath: "#/properties/requestedSchema/properties/required/type",
              keyword: "type",
              params: { type: "array" },
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = {
          instancePath: instancePath + "/requestedSchema",
          schemaPath: "#/properties/requestedSchema/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate_ElicitRequestFormParams.errors = vErrors;
  return errors === 0;
}
var PrimitiveSchemaDefinition = validate_PrimitiveSchemaDefinition;
function validate_PrimitiveSchemaDefinition(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.type !== void 0) {
      let data0 = data.type;
      if (
        !(data0 === "string" || data0 === "number" || data0 === "integer" || data0 === "boolean" || data0 === "array")
      ) {
        const err1 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/enum",
          keyword: "enum",
          params: { allowedValues: schema36.properties.type.enum },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.title !== void 0) {
      if (typeof data.title !== "string") {
        const err2 = {
          instancePath: instancePath + "/title",
          schemaPath: "#/properties/title/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      if (typeof data.description !== "string") {
        const err3 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate_PrimitiveSchemaDefinition.errors = vErrors;
  return errors === 0;
}
var ElicitRequestURLParams = validate_ElicitRequestURLParams;
function validate_ElicitRequestURLParams(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.mode === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "mode" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.message === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "message" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.url === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "url" } };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.mode !== void 0) {
      if ("url" !== data.mode) {
        const err3 = {
          instancePath: instancePath + "/mode",
          schemaPath: "#/properties/mode/const",
          keyword: "const",
          params: { allowedValue: "url" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.message !== void 0) {
      if (typeof data.message !== "string") {
        const err4 = {
          instancePath: instancePath + "/message",
          schemaPath: "#/properties/message/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.url !== void 0) {
      let data3 = data.url;
      if (typeof data3 === "string") {
        if (func1(data3) < 1) {
          const err5 = {
            instancePath: instancePath + "/url",
            schemaPath: "#/properties/url/minLength",
            keyword: "minLength",
            params: { limit: 1 },
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/url",
          schemaPath: "#/properties/url/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate_ElicitRequestURLParams.errors = vErrors;
  return errors === 0;
}
var ElicitResult = validate_ElicitResult;
function validate_ElicitResult(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.action === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "action" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.action !== void 0) {
      let data1 = data.action;
      if (!(data1 === "accept" || data1 === "decline" || data1 === "cancel")) {
        const err1 = {
          instancePath: instancePath + "/action",
          schemaPath: "#/properties/action/enum",
          keyword: "enum",
          params: { allowedValues: schema78.properties.action.enum },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.content !== void 0) {
      let data2 = data.content;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        for (const key0 in data2) {
          let data3 = data2[key0];
          const _errs7 = errors;
          let valid2 = false;
          const _errs8 = errors;
          if (
            typeof data3 !== "string" &&
            !(typeof data3 == "number" && isFinite(data3)) &&
            typeof data3 !== "boolean"
          ) {
            const err2 = {
              instancePath: instancePath + "/content/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
              schemaPath: "#/properties/content/additionalProperties/anyOf/0/type",
              keyword: "type",
              params: { type: schema78.properties.content.additionalProperties.anyOf[0].type },
            };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
          var _valid0 = _errs8 === errors;
          valid2 = valid2 || _valid0;
          if (!valid2) {
            const _errs10 = errors;
            if (Array.isArray(data3)) {
              const len0 = data3.length;
              for (let i0 = 0; i0 < len0; i0++) {
                if (typeof data3[i0] !== "string") {
                  const err3 = {
                    instancePath: instancePath + "/content/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0,
                    schemaPath: "#/properties/content/additionalProperties/anyOf/1/items/type",
                    keyword: "type",
                    params: { type: "string" },
                  };
                  if (vErrors === null) {
                    vErrors = [err3];
                  } else {
                    vErrors.push(err3);
                  }
                  errors++;
                }
              }
            } else {
              const err4 = {
                instancePath: instancePath + "/content/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
                schemaPath: "#/properties/content/additionalProperties/anyOf/1/type",
                keyword: "type",
                params: { type: "array" },
              };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            var _valid0 = _errs10 === errors;
            valid2 = valid2 || _valid0;
          }
          if (!valid2) {
            const err5 = {
              instancePath: instancePath + "/content/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
              schemaPath: "#/properties/content/additionalProperties/anyOf",
              keyword: "anyOf",
              params: {},
            };
            if (vErrors === null) {
              vErrors = [err5];
            } else {
              vErrors.push(err5);
            }
            errors++;
          } else {
            errors = _errs7;
            if (vErrors !== null) {
              if (_errs7) {
                vErrors.length = _errs7;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/content",
          schemaPath: "#/properties/content/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate_ElicitResult.errors = vErrors;
  return errors === 0;
}
var CreateMessageRequest = validate_CreateMessageRequest;
function validate_CreateMessageRequest(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.method === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "method" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.params === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "params" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.method !== void 0) {
      if ("sampling/createMessage" !== data.method) {
        const err2 = {
          instancePath: instancePath + "/method",
          schemaPath: "#/properties/method/const",
          keyword: "const",
          params: { allowedValue: "sampling/createMessage" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.params !== void 0) {
      if (
        !validate86(data.params, {
          instancePath: instancePath + "/params",
          parentData: data,
          parentDataProperty: "params",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate86.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate_CreateMessageRequest.errors = vErrors;
  return errors === 0;
}
var CreateMessageRequestParams = validate_CreateMessageRequestParams;
function validate_CreateMessageRequestParams(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.messages === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "messages" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.maxTokens === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "maxTokens" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.messages !== void 0) {
      let data1 = data.messages;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate88(data1[i0], {
              instancePath: instancePath + "/messages/" + i0,
              parentData: data1,
              parentDataProperty: i0,
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate88.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err2 = {
          instancePath: instancePath + "/messages",
          schemaPath: "#/properties/messages/type",
          keyword: "type",
          params: { type: "array" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.maxTokens !== void 0) {
      let data3 = data.maxTokens;
      if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err3 = {
          instancePath: instancePath + "/maxTokens",
          schemaPath: "#/properties/maxTokens/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.systemPrompt !== void 0) {
      if (typeof data.systemPrompt !== "string") {
        const err4 = {
          instancePath: instancePath + "/systemPrompt",
          schemaPath: "#/properties/systemPrompt/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.includeContext !== void 0) {
      let data5 = data.includeContext;
      if (!(data5 === "none" || data5 === "thisServer" || data5 === "allServers")) {
        const err5 = {
          instancePath: instancePath + "/includeContext",
          schemaPath: "#/properties/includeContext/enum",
          keyword: "enum",
          params: { allowedValues: schema39.properties.includeContext.enum },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.temperature !== void 0) {
      let data6 = data.temperature;
      if (!(typeof data6 == "number" && isFinite(data6))) {
        const err6 = {
          instancePath: instancePath + "/temperature",
          schemaPath: "#/properties/temperature/type",
          keyword: "type",
          params: { type: "number" },
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.stopSequences !== void 0) {
      let data7 = data.stopSequences;
      if (Array.isArray(data7)) {
        const len1 = data7.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (typeof data7[i1] !== "string") {
            const err7 = {
              instancePath: instancePath + "/stopSequences/" + i1,
              schemaPath: "#/properties/stopSequences/items/type",
              keyword: "type",
              params: { type: "string" },
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = {
          instancePath: instancePath + "/stopSequences",
          schemaPath: "#/properties/stopSequences/type",
          keyword: "type",
          params: { type: "array" },
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.metadata !== void 0) {
      if (
        !validate_JSONObject(data.metadata, {
          instancePath: instancePath + "/metadata",
          parentData: data,
          parentDataProperty: "metadata",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_JSONObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.modelPreferences !== void 0) {
      if (
        !validate121(data.modelPreferences, {
          instancePath: instancePath + "/modelPreferences",
          parentData: data,
          parentDataProperty: "modelPreferences",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate121.errors);
        errors = vErrors.length;
      }
    }
    if (data.tools !== void 0) {
      let data11 = data.tools;
      if (Array.isArray(data11)) {
        const len2 = data11.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (
            !validate123(data11[i2], {
              instancePath: instancePath + "/tools/" + i2,
              parentData: data11,
              parentDataProperty: i2,
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate123.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/tools",
          schemaPath: "#/properties/tools/type",
          keyword: "type",
          params: { type: "array" },
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.toolChoice !== void 0) {
      let data13 = data.toolChoice;
      if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
        if (data13.mode !== void 0) {
          let data14 = data13.mode;
          if (!(data14 === "auto" || data14 === "none" || data14 === "required")) {
            const err10 = {
              instancePath: instancePath + "/toolChoice/mode",
              schemaPath: "#/properties/toolChoice/properties/mode/enum",
              keyword: "enum",
              params: { allowedValues: schema39.properties.toolChoice.properties.mode.enum },
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = {
          instancePath: instancePath + "/toolChoice",
          schemaPath: "#/properties/toolChoice/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate_CreateMessageRequestParams.errors = vErrors;
  return errors === 0;
}
var ModelPreferences = validate_ModelPreferences;
function validate_ModelPreferences(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.hints !== void 0) {
      let data0 = data.hints;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.name !== void 0) {
              if (typeof data1.name !== "string") {
                const err0 = {
                  instancePath: instancePath + "/hints/" + i0 + "/name",
                  schemaPath: "#/properties/hints/items/properties/name/type",
                  keyword: "type",
                  params: { type: "string" },
                };
                if (vErrors === null) {
                  vErrors = [err0];
                } else {
                  vErrors.push(err0);
                }
                errors++;
              }
            }
          } else {
            const err1 = {
              instancePath: instancePath + "/hints/" + i0,
              schemaPath: "#/properties/hints/items/type",
              keyword: "type",
              params: { type: "object" },
            };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
      } else {
        const err2 = {
          instancePath: instancePath + "/hints",
          schemaPath: "#/properties/hints/type",
          keyword: "type",
          params: { type: "array" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.costPriority !== void 0) {
      let data3 = data.costPriority;
      if (typeof data3 == "number" && isFinite(data3)) {
        if (data3 > 1 || isNaN(data3)) {
          const err3 = {
            instancePath: instancePath + "/costPriority",
            schemaPath: "#/properties/costPriority/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 1 },
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err4 = {
            instancePath: instancePath + "/costPriority",
            schemaPath: "#/properties/costPriority/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + "/costPriority",
          schemaPath: "#/properties/costPriority/type",
          keyword: "type",
          params: { type: "number" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.speedPriority !== void 0) {
      let data4 = data.speedPriority;
      if (typeof data4 == "number" && isFinite(data4)) {
        if (data4 > 1 || isNaN(data4)) {
          const err6 = {
            instancePath: instancePath + "/speedPriority",
            schemaPath: "#/properties/speedPriority/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 1 },
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data4 < 0 || isNaN(data4)) {
          const err7 = {
            instancePath: instancePath + "/speedPriority",
            schemaPath: "#/properties/speedPriority/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + "/speedPriority",
          schemaPath: "#/properties/speedPriority/type",
          keyword: "type",
          params: { type: "number" },
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.intelligencePriority !== void 0) {
      let data5 = data.intelligencePriority;
      if (typeof data5 == "number" && isFinite(data5)) {
        if (data5 > 1 || isNaN(data5)) {
          const err9 = {
            instancePath: instancePath + "/intelligencePriority",
            schemaPath: "#/properties/intelligencePriority/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 1 },
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data5 < 0 || isNaN(data5)) {
          const err10 = {
            instancePath: instancePath + "/intelligencePriority",
            schemaPath: "#/properties/intelligencePriority/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 0 },
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = {
          instancePath: instancePath + "/intelligencePriority",
          schemaPath: "#/properties/intelligencePriority/type",
          keyword: "type",
          params: { type: "number" },
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate_ModelPreferences.errors = vErrors;
  return errors === 0;
}
var Tool = validate_Tool;
function validate_Tool(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.name === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.inputSchema === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "inputSchema" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err2 = {
          instancePath: instancePath + "/name",
          schemaPath: "#/properties/name/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.title !== void 0) {
      if (typeof data.title !== "string") {
        const err3 = {
          instancePath: instancePath + "/title",
          schemaPath: "#/properties/title/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      if (typeof data.description !== "string") {
        const err4 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.inputSchema !== void 0) {
      let data3 = data.inputSchema;
      if (!(data3 && typeof data3 == "object" && !Array.isArray(data3))) {
        const err5 = {
          instancePath: instancePath + "/inputSchema",
          schemaPath: "#/properties/inputSchema/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate_Tool.errors = vErrors;
  return errors === 0;
}
var Role = validate_Role;
function validate_Role(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (!(data === "user" || data === "assistant")) {
    const err0 = { instancePath, schemaPath: "#/enum", keyword: "enum", params: { allowedValues: schema41.enum } };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate_Role.errors = vErrors;
  return errors === 0;
}
var SamplingMessage = validate_SamplingMessage;
function validate_SamplingMessage(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.role === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "role" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.content === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "content" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.role !== void 0) {
      if (
        !validate90(data.role, {
          instancePath: instancePath + "/role",
          parentData: data,
          parentDataProperty: "role",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate90.errors);
        errors = vErrors.length;
      }
    }
    if (data.content !== void 0) {
      if (
        !validate92(data.content, {
          instancePath: instancePath + "/content",
          parentData: data,
          parentDataProperty: "content",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate92.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate_SamplingMessage.errors = vErrors;
  return errors === 0;
}
var SamplingContent = validate_SamplingContent;
function validate_SamplingContent(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs0 = errors;
  let valid0 = false;
  const _errs1 = errors;
  if (!validate93(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate93.errors);
    errors = vErrors.length;
  }
  var _valid0 = _errs1 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const _errs2 = errors;
    if (Array.isArray(data)) {
      const len0 = data.length;
      for (let i0 = 0; i0 < len0; i0++) {
        if (
          !validate93(data[i0], {
            instancePath: instancePath + "/" + i0,
            parentData: data,
            parentDataProperty: i0,
            rootData,
          })
        ) {
          vErrors = appendErrors(vErrors, validate93.errors);
          errors = vErrors.length;
        }
      }
    } else {
      const err0 = { instancePath, schemaPath: "#/anyOf/1/type", keyword: "type", params: { type: "array" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    var _valid0 = _errs2 === errors;
    valid0 = valid0 || _valid0;
  }
  if (!valid0) {
    const err1 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {} };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  } else {
    errors = _errs0;
    if (vErrors !== null) {
      if (_errs0) {
        vErrors.length = _errs0;
      } else {
        vErrors = null;
      }
    }
  }
  validate_SamplingContent.errors = vErrors;
  return errors === 0;
}
var SamplingContentBlock = validate_SamplingContentBlock;
function validate_SamplingContentBlock(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    const tag0 = data.type;
    if (typeof tag0 == "string") {
      if (tag0 === "text") {
        if (!validate94(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate94.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "image") {
        if (!validate95(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate95.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "audio") {
        if (!validate96(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate96.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "tool_use") {
        if (!validate97(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate97.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "tool_result") {
        if (!validate99(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate99.errors);
          errors = vErrors.length;
        }
      } else {
        const err0 = {
          instancePath,
          schemaPath: "#/discriminator",
          keyword: "discriminator",
          params: { error: "mapping", tag: "type", tagValue: tag0 },
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    } else {
      const err1 = {
        instancePath,
        schemaPath: "#/discriminator",
        keyword: "discriminator",
        params: { error: "tag", tag: "type", tagValue: tag0 },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate_SamplingContentBlock.errors = vErrors;
  return errors === 0;
}
var TextContent = validate_TextContent;
function validate_TextContent(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.text === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "text" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== void 0) {
      if ("text" !== data.type) {
        const err2 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "text" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.text !== void 0) {
      if (typeof data.text !== "string") {
        const err3 = {
          instancePath: instancePath + "/text",
          schemaPath: "#/properties/text/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate_TextContent.errors = vErrors;
  return errors === 0;
}
var ImageContent = validate_ImageContent;
function validate_ImageContent(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.data === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "data" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.mimeType === void 0) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "mimeType" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== void 0) {
      if ("image" !== data.type) {
        const err3 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "image" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.data !== void 0) {
      if (typeof data.data !== "string") {
        const err4 = {
          instancePath: instancePath + "/data",
          schemaPath: "#/properties/data/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.mimeType !== void 0) {
      if (typeof data.mimeType !== "string") {
        const err5 = {
          instancePath: instancePath + "/mimeType",
          schemaPath: "#/properties/mimeType/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate_ImageContent.errors = vErrors;
  return errors === 0;
}
var AudioContent = validate_AudioContent;
function validate_AudioContent(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.data === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "data" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.mimeType === void 0) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "mimeType" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== void 0) {
      if ("audio" !== data.type) {
        const err3 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "audio" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.data !== void 0) {
      if (typeof data.data !== "string") {
        const err4 = {
          instancePath: instancePath + "/data",
          schemaPath: "#/properties/data/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.mimeType !== void 0) {
      if (typeof data.mimeType !== "string") {
        const err5 = {
          instancePath: instancePath + "/mimeType",
          schemaPath: "#/properties/mimeType/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate_AudioContent.errors = vErrors;
  return errors === 0;
}
var ToolUseContent = validate_ToolUseContent;
function validate_ToolUseContent(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.name === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.input === void 0) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "input" },
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.type !== void 0) {
      if ("tool_use" !== data.type) {
        const err4 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "tool_use" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      if (typeof data.id !== "string") {
        const err5 = {
          instancePath: instancePath + "/id",
          schemaPath: "#/properties/id/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err6 = {
          instancePath: instancePath + "/name",
          schemaPath: "#/properties/name/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.input !== void 0) {
      if (
        !validate_JSONObject(data.input, {
          instancePath: instancePath + "/input",
          parentData: data,
          parentDataProperty: "input",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_JSONObject.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate_ToolUseContent.errors = vErrors;
  return errors === 0;
}
var ToolResultContent = validate_ToolResultContent;
function validate_ToolResultContent(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.toolUseId === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "toolUseId" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.content === void 0) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "content" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== void 0) {
      if ("tool_result" !== data.type) {
        const err3 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "tool_result" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.toolUseId !== void 0) {
      if (typeof data.toolUseId !== "string") {
        const err4 = {
          instancePath: instancePath + "/toolUseId",
          schemaPath: "#/properties/toolUseId/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.content !== void 0) {
      let data2 = data.content;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate100(data2[i0], {
              instancePath: instancePath + "/content/" + i0,
              parentData: data2,
              parentDataProperty: i0,
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate100.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err5 = {
          instancePath: instancePath + "/content",
          schemaPath: "#/properties/content/type",
          keyword: "type",
          params: { type: "array" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.isError !== void 0) {
      if (typeof data.isError !== "boolean") {
        const err6 = {
          instancePath: instancePath + "/isError",
          schemaPath: "#/properties/isError/type",
          keyword: "type",
          params: { type: "boolean" },
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate_ToolResultContent.errors = vErrors;
  return errors === 0;
}
var ContentBlock = validate_ContentBlock;
function validate_ContentBlock(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    const tag0 = data.type;
    if (typeof tag0 == "string") {
      if (tag0 === "text") {
        if (!validate94(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate94.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "image") {
        if (!validate95(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate95.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "audio") {
        if (!validate96(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate96.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "resource_link") {
        if (!validate101(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate101.errors);
          errors = vErrors.length;
        }
      } else if (tag0 === "resource") {
        if (!validate102(data, { instancePath, parentData, parentDataProperty, rootData })) {
          vErrors = appendErrors(vErrors, validate102.errors);
          errors = vErrors.length;
        }
      } else {
        const err0 = {
          instancePath,
          schemaPath: "#/discriminator",
          keyword: "discriminator",
          params: { error: "mapping", tag: "type", tagValue: tag0 },
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    } else {
      const err1 = {
        instancePath,
        schemaPath: "#/discriminator",
        keyword: "discriminator",
        params: { error: "tag", tag: "type", tagValue: tag0 },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate_ContentBlock.errors = vErrors;
  return errors === 0;
}
var ResourceLink = validate_ResourceLink;
function validate_ResourceLink(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.uri === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "uri" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.name === void 0) {
      const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "name" } };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.type !== void 0) {
      if ("resource_link" !== data.type) {
        const err3 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "resource_link" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.uri !== void 0) {
      if (typeof data.uri !== "string") {
        const err4 = {
          instancePath: instancePath + "/uri",
          schemaPath: "#/properties/uri/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.name !== void 0) {
      if (typeof data.name !== "string") {
        const err5 = {
          instancePath: instancePath + "/name",
          schemaPath: "#/properties/name/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.title !== void 0) {
      if (typeof data.title !== "string") {
        const err6 = {
          instancePath: instancePath + "/title",
          schemaPath: "#/properties/title/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      if (typeof data.description !== "string") {
        const err7 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.mimeType !== void 0) {
      if (typeof data.mimeType !== "string") {
        const err8 = {
          instancePath: instancePath + "/mimeType",
          schemaPath: "#/properties/mimeType/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.size !== void 0) {
      let data6 = data.size;
      if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
        const err9 = {
          instancePath: instancePath + "/size",
          schemaPath: "#/properties/size/type",
          keyword: "type",
          params: { type: "integer" },
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate_ResourceLink.errors = vErrors;
  return errors === 0;
}
var EmbeddedResource = validate_EmbeddedResource;
function validate_EmbeddedResource(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.resource === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "resource" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type !== void 0) {
      if ("resource" !== data.type) {
        const err2 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/const",
          keyword: "const",
          params: { allowedValue: "resource" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.resource !== void 0) {
      if (
        !validate103(data.resource, {
          instancePath: instancePath + "/resource",
          parentData: data,
          parentDataProperty: "resource",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate103.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate_EmbeddedResource.errors = vErrors;
  return errors === 0;
}
var ResourceContents = validate_ResourceContents;
function validate_ResourceContents(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  let valid0 = false;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.text === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/anyOf/0/required",
        keyword: "required",
        params: { missingProperty: "text" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.text !== void 0) {
      if (typeof data.text !== "string") {
        const err1 = {
          instancePath: instancePath + "/text",
          schemaPath: "#/anyOf/0/properties/text/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.blob === void 0) {
        const err2 = {
          instancePath,
          schemaPath: "#/anyOf/1/required",
          keyword: "required",
          params: { missingProperty: "blob" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.blob !== void 0) {
        if (typeof data.blob !== "string") {
          const err3 = {
            instancePath: instancePath + "/blob",
            schemaPath: "#/anyOf/1/properties/blob/type",
            keyword: "type",
            params: { type: "string" },
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    }
    var _valid0 = _errs5 === errors;
    valid0 = valid0 || _valid0;
  }
  if (!valid0) {
    const err4 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {} };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.uri === void 0) {
      const err5 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "uri" } };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.uri !== void 0) {
      if (typeof data.uri !== "string") {
        const err6 = {
          instancePath: instancePath + "/uri",
          schemaPath: "#/properties/uri/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.mimeType !== void 0) {
      if (typeof data.mimeType !== "string") {
        const err7 = {
          instancePath: instancePath + "/mimeType",
          schemaPath: "#/properties/mimeType/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate_ResourceContents.errors = vErrors;
  return errors === 0;
}
var CreateMessageResult = validate_CreateMessageResult;
function validate_CreateMessageResult(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.role === void 0) {
      const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "role" } };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.content === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "content" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.model === void 0) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "model" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.role !== void 0) {
      if (
        !validate90(data.role, {
          instancePath: instancePath + "/role",
          parentData: data,
          parentDataProperty: "role",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate90.errors);
        errors = vErrors.length;
      }
    }
    if (data.content !== void 0) {
      if (
        !validate92(data.content, {
          instancePath: instancePath + "/content",
          parentData: data,
          parentDataProperty: "content",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate92.errors);
        errors = vErrors.length;
      }
    }
    if (data.model !== void 0) {
      if (typeof data.model !== "string") {
        const err3 = {
          instancePath: instancePath + "/model",
          schemaPath: "#/properties/model/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.stopReason !== void 0) {
      if (typeof data.stopReason !== "string") {
        const err4 = {
          instancePath: instancePath + "/stopReason",
          schemaPath: "#/properties/stopReason/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate_CreateMessageResult.errors = vErrors;
  return errors === 0;
}
var ListRootsRequest = validate_ListRootsRequest;
function validate_ListRootsRequest(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.method === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "method" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.method !== void 0) {
      if ("roots/list" !== data.method) {
        const err1 = {
          instancePath: instancePath + "/method",
          schemaPath: "#/properties/method/const",
          keyword: "const",
          params: { allowedValue: "roots/list" },
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.params !== void 0) {
      if (
        !validate_JSONObject(data.params, {
          instancePath: instancePath + "/params",
          parentData: data,
          parentDataProperty: "params",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_JSONObject.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err2 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  }
  validate_ListRootsRequest.errors = vErrors;
  return errors === 0;
}
var ListRootsResult = validate_ListRootsResult;
function validate_ListRootsResult(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.roots === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "roots" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.roots !== void 0) {
      let data1 = data.roots;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            if (data2.uri === void 0) {
              const err1 = {
                instancePath: instancePath + "/roots/" + i0,
                schemaPath: "#/properties/roots/items/required",
                keyword: "required",
                params: { missingProperty: "uri" },
              };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            if (data2.uri !== void 0) {
              if (typeof data2.uri !== "string") {
                const err2 = {
                  instancePath: instancePath + "/roots/" + i0 + "/uri",
                  schemaPath: "#/properties/roots/items/properties/uri/type",
                  keyword: "type",
                  params: { type: "string" },
                };
                if (vErrors === null) {
                  vErrors = [err2];
                } else {
                  vErrors.push(err2);
                }
                errors++;
              }
            }
            if (data2.name !== void 0) {
              if (typeof data2.name !== "string") {
                const err3 = {
                  instancePath: instancePath + "/roots/" + i0 + "/name",
                  schemaPath: "#/properties/roots/items/properties/name/type",
                  keyword: "type",
                  params: { type: "string" },
                };
                if (vErrors === null) {
                  vErrors = [err3];
                } else {
                  vErrors.push(err3);
                }
                errors++;
              }
            }
          } else {
            const err4 = {
              instancePath: instancePath + "/roots/" + i0,
              schemaPath: "#/properties/roots/items/type",
              keyword: "type",
              params: { type: "object" },
            };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
      } else {
        const err5 = {
          instancePath: instancePath + "/roots",
          schemaPath: "#/properties/roots/type",
          keyword: "type",
          params: { type: "array" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate_ListRootsResult.errors = vErrors;
  return errors === 0;
}
var CallToolRequest = validate_CallToolRequest;
function validate_CallToolRequest(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.jsonrpc === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "jsonrpc" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.method === void 0) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "method" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.params === void 0) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "params" },
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.jsonrpc !== void 0) {
      if ("2.0" !== data.jsonrpc) {
        const err4 = {
          instancePath: instancePath + "/jsonrpc",
          schemaPath: "#/properties/jsonrpc/const",
          keyword: "const",
          params: { allowedValue: "2.0" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      if (
        !validate_RequestId(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_RequestId.errors);
        errors = vErrors.length;
      }
    }
    if (data.method !== void 0) {
      if ("tools/call" !== data.method) {
        const err5 = {
          instancePath: instancePath + "/method",
          schemaPath: "#/properties/method/const",
          keyword: "const",
          params: { allowedValue: "tools/call" },
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.params !== void 0) {
      let data3 = data.params;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.name === void 0) {
          const err6 = {
            instancePath: instancePath + "/params",
            schemaPath: "#/properties/params/required",
            keyword: "required",
            params: { missingProperty: "name" },
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data3._meta !== void 0) {
          if (
            !validate_RequestMeta(data3._meta, {
              instancePath: instancePath + "/params/_meta",
              parentData: data3,
              parentDataProperty: "_meta",
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate_RequestMeta.errors);
            errors = vErrors.length;
          }
        }
        if (data3.name !== void 0) {
          if (typeof data3.name !== "string") {
            const err7 = {
              instancePath: instancePath + "/params/name",
              schemaPath: "#/properties/params/properties/name/type",
              keyword: "type",
              params: { type: "string" },
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data3.arguments !== void 0) {
          if (
            !validate_JSONObject(data3.arguments, {
              instancePath: instancePath + "/params/arguments",
              parentData: data3,
              parentDataProperty: "arguments",
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate_JSONObject.errors);
            errors = vErrors.length;
          }
        }
        if (data3.inputResponses !== void 0) {
          if (
            !validate193(data3.inputResponses, {
              instancePath: instancePath + "/params/inputResponses",
              parentData: data3,
              parentDataProperty: "inputResponses",
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate193.errors);
            errors = vErrors.length;
          }
        }
        if (data3.requestState !== void 0) {
          if (typeof data3.requestState !== "string") {
            const err8 = {
              instancePath: instancePath + "/params/requestState",
              schemaPath: "#/properties/params/properties/requestState/type",
              keyword: "type",
              params: { type: "string" },
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/params",
          schemaPath: "#/properties/params/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate_CallToolRequest.errors = vErrors;
  return errors === 0;
}
var CallToolResult = validate_CallToolResult;
function validate_CallToolResult(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.resultType === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "resultType" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.content === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "content" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.resultType !== void 0) {
      if ("complete" !== data.resultType) {
        const err2 = {
          instancePath: instancePath + "/resultType",
          schemaPath: "#/properties/resultType/const",
          keyword: "const",
          params: { allowedValue: "complete" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.content !== void 0) {
      let data2 = data.content;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate100(data2[i0], {
              instancePath: instancePath + "/content/" + i0,
              parentData: data2,
              parentDataProperty: i0,
              rootData,
            })
          ) {
            vErrors = appendErrors(vErrors, validate100.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/content",
          schemaPath: "#/properties/content/type",
          keyword: "type",
          params: { type: "array" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.isError !== void 0) {
      if (typeof data.isError !== "boolean") {
        const err4 = {
          instancePath: instancePath + "/isError",
          schemaPath: "#/properties/isError/type",
          keyword: "type",
          params: { type: "boolean" },
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate_CallToolResult.errors = vErrors;
  return errors === 0;
}
var InputRequiredResult = validate_InputRequiredResult;
function validate_InputRequiredResult(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  const _errs1 = errors;
  let valid0 = false;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.inputRequests === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/anyOf/0/required",
        keyword: "required",
        params: { missingProperty: "inputRequests" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.inputRequests !== void 0) {
      if (
        !validate72(data.inputRequests, {
          instancePath: instancePath + "/inputRequests",
          parentData: data,
          parentDataProperty: "inputRequests",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate72.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err1 = { instancePath, schemaPath: "#/anyOf/0/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.requestState === void 0) {
        const err2 = {
          instancePath,
          schemaPath: "#/anyOf/1/required",
          keyword: "required",
          params: { missingProperty: "requestState" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (data.requestState !== void 0) {
        if (typeof data.requestState !== "string") {
          const err3 = {
            instancePath: instancePath + "/requestState",
            schemaPath: "#/anyOf/1/properties/requestState/type",
            keyword: "type",
            params: { type: "string" },
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
    } else {
      const err4 = { instancePath, schemaPath: "#/anyOf/1/type", keyword: "type", params: { type: "object" } };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    var _valid0 = _errs5 === errors;
    valid0 = valid0 || _valid0;
  }
  if (!valid0) {
    const err5 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {} };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.resultType === void 0) {
      const err6 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "resultType" },
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data._meta !== void 0) {
      if (
        !validate_MetaObject(data._meta, {
          instancePath: instancePath + "/_meta",
          parentData: data,
          parentDataProperty: "_meta",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_MetaObject.errors);
        errors = vErrors.length;
      }
    }
    if (data.resultType !== void 0) {
      if ("input_required" !== data.resultType) {
        const err7 = {
          instancePath: instancePath + "/resultType",
          schemaPath: "#/properties/resultType/const",
          keyword: "const",
          params: { allowedValue: "input_required" },
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.inputRequests !== void 0) {
      if (
        !validate72(data.inputRequests, {
          instancePath: instancePath + "/inputRequests",
          parentData: data,
          parentDataProperty: "inputRequests",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate72.errors);
        errors = vErrors.length;
      }
    }
    if (data.requestState !== void 0) {
      if (typeof data.requestState !== "string") {
        const err8 = {
          instancePath: instancePath + "/requestState",
          schemaPath: "#/properties/requestState/type",
          keyword: "type",
          params: { type: "string" },
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate_InputRequiredResult.errors = vErrors;
  return errors === 0;
}
var CreateTaskResultResponse = validate_CreateTaskResultResponse;
function validate_CreateTaskResultResponse(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.jsonrpc === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "jsonrpc" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.result === void 0) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "result" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.jsonrpc !== void 0) {
      if ("2.0" !== data.jsonrpc) {
        const err3 = {
          instancePath: instancePath + "/jsonrpc",
          schemaPath: "#/properties/jsonrpc/const",
          keyword: "const",
          params: { allowedValue: "2.0" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      if (
        !validate_RequestId(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_RequestId.errors);
        errors = vErrors.length;
      }
    }
    if (data.result !== void 0) {
      if (
        !validate_CreateTaskResult(data.result, {
          instancePath: instancePath + "/result",
          parentData: data,
          parentDataProperty: "result",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_CreateTaskResult.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate_CreateTaskResultResponse.errors = vErrors;
  return errors === 0;
}
var GetTaskResultResponse = validate_GetTaskResultResponse;
function validate_GetTaskResultResponse(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.jsonrpc === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "jsonrpc" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.result === void 0) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "result" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.jsonrpc !== void 0) {
      if ("2.0" !== data.jsonrpc) {
        const err3 = {
          instancePath: instancePath + "/jsonrpc",
          schemaPath: "#/properties/jsonrpc/const",
          keyword: "const",
          params: { allowedValue: "2.0" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      if (
        !validate_RequestId(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_RequestId.errors);
        errors = vErrors.length;
      }
    }
    if (data.result !== void 0) {
      if (
        !validate_GetTaskResult(data.result, {
          instancePath: instancePath + "/result",
          parentData: data,
          parentDataProperty: "result",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_GetTaskResult.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate_GetTaskResultResponse.errors = vErrors;
  return errors === 0;
}
var UpdateTaskResultResponse = validate_UpdateTaskResultResponse;
function validate_UpdateTaskResultResponse(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.jsonrpc === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "jsonrpc" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.result === void 0) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "result" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.jsonrpc !== void 0) {
      if ("2.0" !== data.jsonrpc) {
        const err3 = {
          instancePath: instancePath + "/jsonrpc",
          schemaPath: "#/properties/jsonrpc/const",
          keyword: "const",
          params: { allowedValue: "2.0" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      if (
        !validate_RequestId(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_RequestId.errors);
        errors = vErrors.length;
      }
    }
    if (data.result !== void 0) {
      if (
        !validate_UpdateTaskResult(data.result, {
          instancePath: instancePath + "/result",
          parentData: data,
          parentDataProperty: "result",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_UpdateTaskResult.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate_UpdateTaskResultResponse.errors = vErrors;
  return errors === 0;
}
var CancelTaskResultResponse = validate_CancelTaskResultResponse;
function validate_CancelTaskResultResponse(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.jsonrpc === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "jsonrpc" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.id === void 0) {
      const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "id" } };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.result === void 0) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "result" },
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.jsonrpc !== void 0) {
      if ("2.0" !== data.jsonrpc) {
        const err3 = {
          instancePath: instancePath + "/jsonrpc",
          schemaPath: "#/properties/jsonrpc/const",
          keyword: "const",
          params: { allowedValue: "2.0" },
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      if (
        !validate_RequestId(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_RequestId.errors);
        errors = vErrors.length;
      }
    }
    if (data.result !== void 0) {
      if (
        !validate_CancelTaskResult(data.result, {
          instancePath: instancePath + "/result",
          parentData: data,
          parentDataProperty: "result",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_CancelTaskResult.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err4 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate_CancelTaskResultResponse.errors = vErrors;
  return errors === 0;
}
var JSONRPCErrorResponse = validate_JSONRPCErrorResponse;
function validate_JSONRPCErrorResponse(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.jsonrpc === void 0) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "jsonrpc" },
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.error === void 0) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "error" },
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.jsonrpc !== void 0) {
      if ("2.0" !== data.jsonrpc) {
        const err2 = {
          instancePath: instancePath + "/jsonrpc",
          schemaPath: "#/properties/jsonrpc/const",
          keyword: "const",
          params: { allowedValue: "2.0" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      if (
        !validate_RequestId(data.id, {
          instancePath: instancePath + "/id",
          parentData: data,
          parentDataProperty: "id",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_RequestId.errors);
        errors = vErrors.length;
      }
    }
    if (data.error !== void 0) {
      if (
        !validate_Error(data.error, {
          instancePath: instancePath + "/error",
          parentData: data,
          parentDataProperty: "error",
          rootData,
        })
      ) {
        vErrors = appendErrors(vErrors, validate_Error.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate_JSONRPCErrorResponse.errors = vErrors;
  return errors === 0;
}
var MissingRequiredClientCapabilityError = validate_MissingRequiredClientCapabilityError;
function validate_MissingRequiredClientCapabilityError(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (!validate_JSONRPCErrorResponse(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate_JSONRPCErrorResponse.errors);
    errors = vErrors.length;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.error !== void 0) {
      let data0 = data.error;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        if (data0.code === void 0) {
          const err0 = {
            instancePath: instancePath + "/error",
            schemaPath: "#/properties/error/required",
            keyword: "required",
            params: { missingProperty: "code" },
          };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data0.data === void 0) {
          const err1 = {
            instancePath: instancePath + "/error",
            schemaPath: "#/properties/error/required",
            keyword: "required",
            params: { missingProperty: "data" },
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data0.code !== void 0) {
          if (-32021 !== data0.code) {
            const err2 = {
              instancePath: instancePath + "/error/code",
              schemaPath: "#/properties/error/properties/code/const",
              keyword: "const",
              params: { allowedValue: -32021 },
            };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        if (data0.data !== void 0) {
          let data2 = data0.data;
          if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            if (data2.requiredCapabilities === void 0) {
              const err3 = {
                instancePath: instancePath + "/error/data",
                schemaPath: "#/properties/error/properties/data/required",
                keyword: "required",
                params: { missingProperty: "requiredCapabilities" },
              };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            if (data2.requiredCapabilities !== void 0) {
              let data3 = data2.requiredCapabilities;
              if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                if (data3.extensions === void 0) {
                  const err4 = {
                    instancePath: instancePath + "/error/data/requiredCapabilities",
                    schemaPath: "#/properties/error/properties/data/properties/requiredCapabilities/required",
                    keyword: "required",
                    params: { missingProperty: "extensions" },
                  };
                  if (vErrors === null) {
                    vErrors = [err4];
                  } else {
                    vErrors.push(err4);
                  }
                  errors++;
                }
                if (data3.extensions !== void 0) {
                  let data4 = data3.extensions;
                  if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                    if (data4["io.modelcontextprotocol/tasks"] === void 0) {
                      const err5 = {
                        instancePath: instancePath + "/error/data/requiredCapabilities/extensions",
                        schemaPath:
                          "#/properties/error/properties/data/properties/requiredCapabilities/properties/extensions/required",
                        keyword: "required",
                        params: { missingProperty: "io.modelcontextprotocol/tasks" },
                      };
                      if (vErrors === null) {
                        vErrors = [err5];
                      } else {
                        vErrors.push(err5);
                      }
                      errors++;
                    }
                    if (data4["io.modelcontextprotocol/tasks"] !== void 0) {
                      if (
                        !validate_TasksExtensionCapability(data4["io.modelcontextprotocol/tasks"], {
                          instancePath:
                            instancePath + "/error/data/requiredCapabilities/extensions/io.modelcontextprotocol~1tasks",
                          parentData: data4,
                          parentDataProperty: "io.modelcontextprotocol/tasks",
                          rootData,
                        })
                      ) {
                        vErrors = appendErrors(vErrors, validate_TasksExtensionCapability.errors);
                        errors = vErrors.length;
                      }
                    }
                  } else {
                    const err6 = {
                      instancePath: instancePath + "/error/data/requiredCapabilities/extensions",
                      schemaPath:
                        "#/properties/error/properties/data/properties/requiredCapabilities/properties/extensions/type",
                      keyword: "type",
                      params: { type: "object" },
                    };
                    if (vErrors === null) {
                      vErrors = [err6];
                    } else {
                      vErrors.push(err6);
                    }
                    errors++;
                  }
                }
              } else {
                const err7 = {
                  instancePath: instancePath + "/error/data/requiredCapabilities",
                  schemaPath: "#/properties/error/properties/data/properties/requiredCapabilities/type",
                  keyword: "type",
                  params: { type: "object" },
                };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
          } else {
            const err8 = {
              instancePath: instancePath + "/error/data",
              schemaPath: "#/properties/error/properties/data/type",
              keyword: "type",
              params: { type: "object" },
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + "/error",
          schemaPath: "#/properties/error/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate_MissingRequiredClientCapabilityError.errors = vErrors;
  return errors === 0;
}
var InvalidParamsError = validate_InvalidParamsError;
function validate_InvalidParamsError(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (!validate_JSONRPCErrorResponse(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate_JSONRPCErrorResponse.errors);
    errors = vErrors.length;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.error !== void 0) {
      let data0 = data.error;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        if (data0.code === void 0) {
          const err0 = {
            instancePath: instancePath + "/error",
            schemaPath: "#/properties/error/required",
            keyword: "required",
            params: { missingProperty: "code" },
          };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data0.code !== void 0) {
          if (-32602 !== data0.code) {
            const err1 = {
              instancePath: instancePath + "/error/code",
              schemaPath: "#/properties/error/properties/code/const",
              keyword: "const",
              params: { allowedValue: -32602 },
            };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
      } else {
        const err2 = {
          instancePath: instancePath + "/error",
          schemaPath: "#/properties/error/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate_InvalidParamsError.errors = vErrors;
  return errors === 0;
}
var MethodNotFoundError = validate_MethodNotFoundError;
function validate_MethodNotFoundError(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (!validate_JSONRPCErrorResponse(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate_JSONRPCErrorResponse.errors);
    errors = vErrors.length;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.error !== void 0) {
      let data0 = data.error;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        if (data0.code === void 0) {
          const err0 = {
            instancePath: instancePath + "/error",
            schemaPath: "#/properties/error/required",
            keyword: "required",
            params: { missingProperty: "code" },
          };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data0.code !== void 0) {
          if (-32601 !== data0.code) {
            const err1 = {
              instancePath: instancePath + "/error/code",
              schemaPath: "#/properties/error/properties/code/const",
              keyword: "const",
              params: { allowedValue: -32601 },
            };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
      } else {
        const err2 = {
          instancePath: instancePath + "/error",
          schemaPath: "#/properties/error/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate_MethodNotFoundError.errors = vErrors;
  return errors === 0;
}
var HeaderMismatchError = validate_HeaderMismatchError;
function validate_HeaderMismatchError(
  data,
  { instancePath = "", parentData, parentDataProperty, rootData = data } = {},
) {
  let vErrors = null;
  let errors = 0;
  if (!validate_JSONRPCErrorResponse(data, { instancePath, parentData, parentDataProperty, rootData })) {
    vErrors = appendErrors(vErrors, validate_JSONRPCErrorResponse.errors);
    errors = vErrors.length;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.error !== void 0) {
      let data0 = data.error;
      if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
        if (data0.code === void 0) {
          const err0 = {
            instancePath: instancePath + "/error",
            schemaPath: "#/properties/error/required",
            keyword: "required",
            params: { missingProperty: "code" },
          };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data0.code !== void 0) {
          if (-32020 !== data0.code) {
            const err1 = {
              instancePath: instancePath + "/error/code",
              schemaPath: "#/properties/error/properties/code/const",
              keyword: "const",
              params: { allowedValue: -32020 },
            };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
        }
      } else {
        const err2 = {
          instancePath: instancePath + "/error",
          schemaPath: "#/properties/error/type",
          keyword: "type",
          params: { type: "object" },
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
  } else {
    const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" } };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate_HeaderMismatchError.errors = vErrors;
  return errors === 0;
}
export {
  AudioContent,
  CallToolRequest,
  CallToolResult,
  CancelTaskRequest,
  CancelTaskResult,
  CancelTaskResultResponse,
  CancelledTask,
  ClientCapabilities,
  CompletedTask,
  ContentBlock,
  CreateMessageRequest,
  CreateMessageRequestParams,
  CreateMessageResult,
  CreateTaskResult,
  CreateTaskResultResponse,
  DetailedTask,
  ElicitRequest,
  ElicitRequestFormParams,
  ElicitRequestParams,
  ElicitRequestURLParams,
  ElicitResult,
  EmbeddedResource,
  Error2 as Error,
  ExtensionsCapability,
  FailedTask,
  GetTaskRequest,
  GetTaskResult,
  GetTaskResultResponse,
  HeaderMismatchError,
  ImageContent,
  Implementation,
  InputRequest,
  InputRequests,
  InputRequiredResult,
  InputRequiredTask,
  InputResponse,
  InputResponses,
  InvalidParamsError,
  JSONObject,
  JSONRPCErrorResponse,
  ListRootsRequest,
  ListRootsResult,
  MetaObject,
  MethodNotFoundError,
  Milliseconds,
  MissingRequiredClientCapabilityError,
  ModelPreferences,
  NonEmptyInputRequests,
  PrimitiveSchemaDefinition,
  RequestId,
  RequestMeta,
  ResourceContents,
  ResourceLink,
  Result,
  Role,
  SamplingContent,
  SamplingContentBlock,
  SamplingMessage,
  ServerCapabilities,
  SubscriptionsAcknowledgedNotification,
  SubscriptionsListenRequest,
  Task,
  TaskId,
  TaskRequestParams,
  TaskStatus,
  TaskStatusNotification,
  TaskStatusNotificationParams,
  TaskSubscriptionFilter,
  TasksExtensionCapability,
  TextContent,
  Timestamp,
  Tool,
  ToolResultContent,
  ToolUseContent,
  UpdateTaskRequest,
  UpdateTaskRequestParams,
  UpdateTaskResult,
  UpdateTaskResultResponse,
  WorkingTask,
};
